import Foundation

/// One drawing call, as recorded by ``AlertCanvasRecorder``.
public enum AlertCanvasCommand: Hashable, Sendable {
    /// ``AlertCanvas/drawText(_:at:role:color:)``.
    case text(String, origin: CGPoint, role: AlertTextRole, color: AlertColor)
    /// ``AlertCanvas/fill(_:color:)``.
    case fill(CGRect, color: AlertColor)
    /// ``AlertCanvas/drawImage(_:in:)``.
    case image(AlertImage, rect: CGRect)
}
