/// An item that shows work going on (a progress bar): an alert that holds one is done only
/// when it leaves with ``AlertDismissReason/completed``; any other way out
/// stopped the work, and a presenter that keeps a record says so.
///
/// `ProgressItem` conforms.
@MainActor
public protocol AlertWorkItem: AlertStyledItem {}
