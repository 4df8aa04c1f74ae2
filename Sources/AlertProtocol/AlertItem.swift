/// A view-like object that can be stacked into an alert.
///
/// An item is anything that carries ``AlertItemLayout`` metadata: a title, a button, a
/// picture, or a view of your own. Presenters decide how to draw it.
@MainActor
public protocol AlertItem: AnyObject {
    /// The metadata the layout engine uses to place this item.
    var alertLayout: AlertItemLayout { get set }
}
