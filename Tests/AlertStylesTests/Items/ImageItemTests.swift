import AlertProtocol
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor @Test func imagesFitTheirBox() throws {
    let picture = ImageItem(try AlertImage(pixelWidth: 400, pixelHeight: 100, altText: "wide"))
    picture.updateLayout(in: cellContext)
    #expect(picture.alertLayout.itemSize == CGSize(width: 10, height: 2.5))
    let icon = ImageItem(.symbol("⚠️", altText: "warning"), kind: .icon)
    icon.updateLayout(in: cellContext)
    #expect(icon.alertLayout.itemSize == CGSize(width: 1, height: 1))
}
