/// Where text that does not fit on one line is cut, an ellipsis (`…`) taking the place of
/// what is left out.
public enum AlertTextCut: Hashable, Sendable {
    /// Keeps the start and the end and cuts the middle (`Delete every…in this folder`), so
    /// labels that differ only at the end (or only at the start) stay apart: what button and
    /// option labels use.
    case middle
    /// Keeps the start and cuts the end (`Delete every message…`): what the last line a
    /// block of text has room for uses.
    case end
}
