/// A value in a Go template: what a constant or a function gives.
enum GoTemplateValue: Equatable {
    /// A string.
    case string(String)
    /// An integer constant (a number or a character constant).
    case int(Int)
    /// A floating-point constant.
    case float(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `nil`, and the template's data (gum passes none).
    case none

    /// The value as text/template prints it: `<no value>` for no data.
    var printed: String {
        switch self {
        case .string(let text): text
        case .int(let value): String(value)
        case .float(let value):
            value == value.rounded() && abs(value) < 1e21 ? String(Int(value)) : String(value)
        case .bool(let value): value ? "true" : "false"
        case .none: "<no value>"
        }
    }

    /// Go's type name, for the errors of gum's functions (`interface {} is int, not string`).
    var typeName: String {
        switch self {
        case .string: "string"
        case .int: "int"
        case .float: "float64"
        case .bool: "bool"
        case .none: "nil"
        }
    }
}
