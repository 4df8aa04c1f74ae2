extension String {
    /// The string split at every "\n" as Go's `strings.Split(s, "\n")`: n newlines give n + 1
    /// lines, an empty string one empty line. A "\r" before a newline stays on its line. O(n).
    func lineSplit() -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar == "\n" {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(String(current))
        return lines
    }

    /// The string with each tab replaced by `width` spaces (lipgloss's tab conversion, no
    /// tab stops). O(n).
    func replacingTabs(width: Int) -> String {
        guard unicodeScalars.contains("\t") else { return self }
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar == "\t" {
                result.append(contentsOf: repeatElement(" ", count: width))
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The string with each CRLF replaced by a newline. O(n).
    func replacingCRLF() -> String {
        guard unicodeScalars.contains("\r") else { return self }
        var result = String.UnicodeScalarView()
        var previousWasReturn = false
        for scalar in unicodeScalars {
            if previousWasReturn, scalar == "\n" {
                result.removeLast()
            }
            previousWasReturn = scalar == "\r"
            result.append(scalar)
        }
        return String(result)
    }
}
