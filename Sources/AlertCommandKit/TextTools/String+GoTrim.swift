extension StringProtocol {
    /// The text without the spaces Go's `strings.TrimSpace` takes from both ends
    /// (``Unicode/Scalar/isGoSpace``). O(n).
    func goTrimmingSpace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isGoSpace }),
            let last = scalars.lastIndex(where: { !$0.isGoSpace })
        else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
