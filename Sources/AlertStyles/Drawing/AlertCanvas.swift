import Foundation

/// A small, backend-neutral drawing surface that items (built-in and custom) draw on.
///
/// A presenter implements it once (a terminal cell buffer, a Core Graphics context, a
/// recorder in tests) and every item draws on it. Coordinates are in the presenter's
/// units (points or cells), in the space of the frames the layout engine produced.
@MainActor
public protocol AlertCanvas: AnyObject {
    /// Draws one line of text with its top-left corner at `origin`.
    func drawText(_ text: String, at origin: CGPoint, role: AlertTextRole, color: AlertColor)
    /// Fills a rectangle with a colour.
    func fill(_ rect: CGRect, color: AlertColor)
    /// Draws an image (or its symbol / alt text fallback) inside a rectangle.
    func drawImage(_ image: AlertImage, in rect: CGRect)
}
