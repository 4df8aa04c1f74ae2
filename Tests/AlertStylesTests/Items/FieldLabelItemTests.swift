import AlertPresentation
import AlertProtocol
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor @Test func aLabelHoldsItsFieldFlushUnderIt() throws {
    let label = FieldLabelItem("Name")
    let field = try TextFieldItem()
    let button = ButtonItem(title: "OK", actionIndex: 0)
    let view = makeView(.alert, [MessageItem("Who?"), label, field, button])
    try view.layout(in: AlertContainer(size: CGSize(width: 300, height: 400)))
    let frames = try #require(view.layoutResult?.itemFrames)
    #expect(abs(frames[2].minY - frames[1].maxY) < 0.001, "no spacing between them")
    #expect(frames[1].minY > frames[0].maxY, "spaced from what comes before it")
    #expect(label.fieldLabel == "Name")
    #expect(label.textDescription == "Name")
    #expect(view.interaction.formFields.map(\.label) == ["Name"])
}
