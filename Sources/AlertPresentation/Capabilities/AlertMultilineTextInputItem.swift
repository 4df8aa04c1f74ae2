/// A text input whose value spans lines (a text area): a plain line presenter reads its
/// text a line at a time, up to a line holding a single `.` or the end of the input, and
/// hands the lines, joined with line feeds, to ``AlertTextInputItem/replaceText(with:)``.
@MainActor
public protocol AlertMultilineTextInputItem: AlertTextInputItem {}
