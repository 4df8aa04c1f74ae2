/// A key-handling item that is offered Esc before its alert, while it has the focus: a
/// pager closes its open search line with it, and answers `AlertItemResponse.ignored`
/// otherwise, so Esc then cancels the alert as everywhere else.
@MainActor
package protocol AlertEscapeHandlingItem: AlertKeyHandlingItem {}
