import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// One drawing call, as recorded by `AlertCanvasRecorder`.
package enum AlertCanvasCommand: Hashable, Sendable {
    /// ``AlertCanvas/drawText(_:at:role:color:emphasis:)`` (emphasis `.normal` for the
    /// four-argument call).
    case text(String, origin: CGPoint, role: AlertTextRole, color: AlertColor)
    /// ``AlertCanvas/fill(_:color:)``.
    case fill(CGRect, color: AlertColor)
    /// ``AlertCanvas/drawImage(_:in:)``.
    case image(AlertImage, rect: CGRect)
    /// ``AlertCanvas/fill(_:role:color:)``.
    case roleFill(CGRect, role: AlertFillRole, color: AlertColor)
    /// ``AlertCanvas/drawText(_:at:role:color:emphasis:)`` with an emphasis other than
    /// `.normal`.
    case emphasizedText(
        String, origin: CGPoint, role: AlertTextRole, color: AlertColor,
        emphasis: AlertTextEmphasis)
}
