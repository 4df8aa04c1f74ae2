/// One parameter of a CSI sequence as x/ansi's parser reads it: a number or none (the
/// default), and whether a ":" sub-parameter follows it.
struct SGRParameter: Hashable, Sendable {
    /// The number, nil when the parameter is empty.
    var value: Int?
    /// Whether the parameter ended with ":" (a sub-parameter follows).
    var hasMore: Bool

    /// The number, or `fallback` when the parameter is empty.
    func value(or fallback: Int) -> Int { value ?? fallback }

    /// The parameters of `text` ("38;5;212", "4:3", ""): none for an empty text.
    static func parse(_ text: some StringProtocol) -> [SGRParameter] {
        guard !text.isEmpty else { return [] }
        var parameters: [SGRParameter] = []
        var current: Int?
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                current = min((current ?? 0) * 10 + digit, Int(UInt16.max))
            case UInt8(ascii: ":"), UInt8(ascii: ";"):
                parameters.append(SGRParameter(value: current, hasMore: byte == UInt8(ascii: ":")))
                current = nil
            default:
                break
            }
        }
        parameters.append(SGRParameter(value: current, hasMore: false))
        return parameters
    }

    /// x/ansi's `ReadStyleColor` for the parameters from a 38, 48 or 58: the colour and how
    /// many parameters it took (38;5;n, 38;2;r;g;b, 38:2:r:g:b, 38:2::r:g:b; values cut to 8
    /// bits as Go's uint8 conversion cuts them), or nil and 0 for a form it does not read.
    static func readColor(_ parameters: ArraySlice<SGRParameter>) -> (SGRColor?, Int) {
        let list = Array(parameters)
        guard list.count >= 2 else { return (nil, 0) }
        let component = { (index: Int) in UInt8(truncatingIfNeeded: list[index].value(or: 0)) }
        switch list[1].value(or: 0) {
        case 5 where list.count >= 3:
            return (.indexed(component(2)), 3)
        case 2 where list.count >= 5:
            let colonForm = list[0].hasMore && list[1].hasMore
            if colonForm, list.count >= 6, list[2].hasMore, list[3].hasMore, list[4].hasMore,
                !list[5].hasMore
            {
                // 38:2:<colour space>:r:g:b
                return (.rgb(component(3), component(4), component(5)), 6)
            }
            let semicolonForm = !list[0].hasMore && !list[1].hasMore
            let allMore = list[2].hasMore && list[3].hasMore
            let noneMore = !list[2].hasMore && !list[3].hasMore
            if (colonForm && allMore) || (semicolonForm && noneMore), !list[4].hasMore {
                return (.rgb(component(2), component(3), component(4)), 5)
            }
            return (nil, 0)
        default:
            return (nil, 0)
        }
    }
}
