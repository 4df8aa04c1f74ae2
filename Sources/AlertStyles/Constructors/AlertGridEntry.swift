import AlertPresentation

/// One tile of a grid sheet: a title under an image.
public struct AlertGridEntry: Hashable, Sendable {
    /// The caption.
    package var title: String
    /// The image.
    package var image: AlertImage

    /// Creates a grid entry.
    public init(title: String, image: AlertImage) {
        self.title = title
        self.image = image
    }
}
