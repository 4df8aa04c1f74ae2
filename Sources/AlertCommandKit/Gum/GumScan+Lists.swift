extension GumScan {
    /// The items of a list flag's value as kong cuts them (mapper.go, `SplitEscaped`): at
    /// each `separator`, except where a backslash escapes it (`Doe\, Jane` is one item,
    /// `Doe, Jane`); a backslash before anything else, or last, stays as it is. An empty
    /// item between two separators is kept, the last one left out: `a,,b` is three items,
    /// `a,` one, and the empty text none.
    static func splitEscaped(_ text: String, separator: Unicode.Scalar = ",") -> [String] {
        var items: [String] = []
        var item = String.UnicodeScalarView()
        var escaped = false
        let scalars = text.unicodeScalars
        for index in scalars.indices {
            let scalar = scalars[index]
            if escaped {
                if scalar != separator { item.append("\\") }
                item.append(scalar)
                escaped = false
            } else if scalar == "\\", scalars.index(after: index) != scalars.endIndex {
                escaped = true
            } else if scalar == separator {
                items.append(String(item))
                item = String.UnicodeScalarView()
            } else {
                item.append(scalar)
            }
        }
        if !item.isEmpty { items.append(String(item)) }
        return items
    }
}
