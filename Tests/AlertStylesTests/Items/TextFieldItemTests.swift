import AlertAutomation
import AlertProtocol
import AlertQueue
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor @Test func securesTheDisplayAndReportsTheText() throws {
    let field = try TextFieldItem(text: "pa😀", isSecure: true)
    #expect(field.displayText == "•••")
    #expect(field.resultValue == "pa😀")
    #expect(field.resultKey == "text")
}

/// The library keeps no copy of a secret once the answer is delivered: the result carries
/// it, the secure field is empty by the time the completion runs; a plain field keeps its
/// text.
/// An alert shown again while it is on screen is dropped without touching the showing that
/// holds it: the secret typed there stays, and the dropped result does not carry it.
@MainActor @Test func showingAnAlertAgainNeitherEmptiesNorCopiesItsSecret() throws {
    let alerts = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
    let view = alerts.showInput(title: "Password", isSecure: true)
    let field = try #require(view.items.compactMap { $0 as? TextFieldItem }.first)
    view.handle(.text("hunter2"))
    var again: AlertResult?
    alerts.show(view) { again = $0 }
    #expect(again?.reason == .dropped)
    #expect(again?.values.isEmpty == true, "the dropped showing carries no secret")
    #expect(field.text == "hunter2", "the field on screen keeps what was typed")
}

@MainActor @Test func aSecureFieldLetsGoOfItsTextOnceTheResultHasIt() async throws {
    let window = HeadlessAlertWindow()
    let alerts = AlertController(window: window, clock: ManualAlertClock())
    var seen: (result: String?, field: String?)?
    let view = alerts.showInput(
        title: "Password", isSecure: true,
        completion: { seen = ($0, nil) })
    let field = try #require(view.items.compactMap { $0 as? TextFieldItem }.first)
    let listening = alerts.addLifecycleListener { event in
        if case .resolved = event { seen?.field = field.text }
    }
    defer { listening.cancel() }
    view.handle(.text("hunter2"))
    #expect(field.text == "hunter2", "kept while the alert is up")
    view.handle(.enter)
    #expect(seen?.result == "hunter2", "the answer carries the secret")
    #expect(field.text.isEmpty && field.cursor == 0, "the field does not")
    #expect(field.displayValue == "••••••")
    let answer = Task { await alerts.input("Password", isSecure: true) }
    let asked = try await window.waitForAlert()
    window.type("s3cret")
    window.press(.enter)
    #expect(await answer.value == "s3cret")
    #expect(asked.items.compactMap { ($0 as? TextFieldItem)?.text } == [""])
    let plain = try TextFieldItem(text: "Ada")
    plain.valueWasDelivered()
    #expect(plain.text == "Ada", "a field that is not secure keeps its text")
}

@MainActor @Test func sizesToOneFieldLineAndDrawsPlaceholderOrText() throws {
    let field = try TextFieldItem(placeholder: "Name")
    let context = AlertItemContext(
        theme: .terminal, measurer: MonospaceTextMeasurer.cells, style: .alert, contentWidth: 10)
    field.updateLayout(in: context)
    #expect(field.alertLayout.itemSize == CGSize(width: 10, height: 1))
    let canvas = AlertCanvasRecorder()
    let draw = AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells)
    field.draw(in: canvas, frame: CGRect(x: 0, y: 0, width: 10, height: 1), context: draw)
    #expect(canvas.texts == ["Name"])
    canvas.reset()
    field.insert("abcdefghijklmno")
    field.draw(in: canvas, frame: CGRect(x: 0, y: 0, width: 10, height: 1), context: draw)
    // The cursor is at the end, so the tail of the text stays visible.
    #expect(canvas.texts.first?.hasSuffix("o") == true)
    #expect(canvas.texts.first.map { $0.count <= 10 } == true)
}

@MainActor @Test func fieldsNarrowerThanTheirPaddingDrawAtFiniteCoordinates() throws {
    let theme = AlertTheme.standard
    let context = AlertDrawContext(
        theme: theme, measurer: MonospaceTextMeasurer.points, isFocused: true)
    let sizes = [
        CGSize(width: 0, height: 0), CGSize(width: theme.fieldPadding, height: 30),
        CGSize(width: 200, height: theme.fieldPadding), CGSize(width: 1, height: 1),
    ]
    for text in ["", "hello"] {
        for size in sizes {
            let field = try TextFieldItem(text: text, placeholder: "name")
            let canvas = AlertCanvasRecorder()
            let frame = CGRect(origin: CGPoint(x: 10, y: 20), size: size)
            field.draw(in: canvas, frame: frame, context: context)
            for command in canvas.commands {
                switch command {
                case .text(_, let origin, _, _):
                    #expect(origin.x.isFinite && origin.y.isFinite, "\(text) \(size) \(origin)")
                    #expect(frame.contains(origin) || frame.isEmpty, "\(text) \(size) \(origin)")
                case .fill(let rect, _):
                    #expect(rect.minX.isFinite && rect.minY.isFinite, "\(text) \(size) \(rect)")
                default:
                    break
                }
            }
        }
    }
}

@MainActor @Test func textFieldInANarrowAlertUsesFiniteCoordinates() throws {
    let field = try TextFieldItem(text: "hello")
    let view = makeView(.alert, [field, ButtonItem(title: "OK", actionIndex: 0)])
    try view.layout(in: AlertContainer(size: CGSize(width: 90, height: 400)))
    let canvas = AlertCanvasRecorder()
    view.draw(in: canvas, origin: .zero)
    for command in canvas.commands {
        switch command {
        case .text(let text, let origin, _, _):
            #expect(origin.x.isFinite && origin.y.isFinite, "\(text) at \(origin)")
        case .fill(let rect, _):
            #expect(rect.minX.isFinite && rect.minY.isFinite, "fill \(rect)")
        default:
            break
        }
    }
}

@MainActor @Test func aValidationShowsWhyUnderTheFieldUntilTheTextFits() throws {
    let field = try TextFieldItem(text: "abc")
    field.validation = { $0.allSatisfy(\.isNumber) ? nil : "Digits only" }
    let context = AlertItemContext(
        theme: .terminal, measurer: MonospaceTextMeasurer.cells, style: .alert, contentWidth: 20)
    #expect(!field.validate())
    #expect(field.validationMessage == "Digits only")
    #expect(field.textDescription == "Text field: abc — not accepted: Digits only")
    field.updateLayout(in: context)
    #expect(field.alertLayout.itemSize.height == 2, "the field line and the message's")
    let canvas = AlertCanvasRecorder()
    let draw = AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells)
    field.draw(in: canvas, frame: CGRect(x: 0, y: 0, width: 20, height: 2), context: draw)
    #expect(canvas.texts.contains("Digits only"))
    // The message stays while the text is fixed, and goes at the next answer that fits.
    _ = field.replaceText(with: "4")
    #expect(field.validationMessage == "Digits only")
    #expect(field.validate())
    #expect(field.validationMessage == nil)
    field.updateLayout(in: context)
    #expect(field.alertLayout.itemSize.height == 1)
}

@MainActor @Test func withoutAValidationAnyTextFits() throws {
    let field = try TextFieldItem(text: "anything")
    #expect(field.validate())
    #expect(field.validationMessage == nil)
}

@MainActor
@Suite struct TextFieldItemVisibleRangeTests {
    /// The window the painter used before: re-measure the whole run on every step
    /// (quadratic), kept here as the reference for the linear walk.
    static func referenceRange(widths: [Int], cursor: Int, fieldWidth: Int) -> Range<Int> {
        func width(_ range: Range<Int>) -> Int { widths[range].reduce(0, +) }
        var start = 0
        while start < cursor, width(start..<cursor) >= fieldWidth { start += 1 }
        var end = start
        while end < widths.count, width(start..<(end + 1)) <= fieldWidth { end += 1 }
        return start..<end
    }

    @Test func theWindowMatchesTheReferenceOnRandomTexts() {
        let seed: UInt64 = 0xF1E1D
        var rng = SplitMix64(seed: seed)
        for round in 0..<500 {
            let count = Int(rng.next(below: 40))
            let widths = (0..<count).map { _ in Int(rng.next(below: 3)) }
            let cursor = Int(rng.next(below: UInt64(count + 1)))
            let fieldWidth = 1 + Int(rng.next(below: 12))
            let expected = Self.referenceRange(
                widths: widths, cursor: cursor, fieldWidth: fieldWidth)
            let actual = TextFieldItem.visibleRange(
                count: count, cursor: cursor, fieldWidth: CGFloat(fieldWidth),
                width: { CGFloat(widths[$0]) })
            #expect(
                actual == expected,
                "seed \(seed) round \(round): widths \(widths) cursor \(cursor) field \(fieldWidth)"
            )
        }
    }

    @Test func aLongTextIsMeasuredOnlyAroundTheCursor() {
        var calls = 0
        let range = TextFieldItem.visibleRange(
            count: 100_000, cursor: 100_000, fieldWidth: 30,
            width: { _ in
                calls += 1
                return 1
            })
        #expect(range == 99_971..<100_000)
        #expect(calls <= 31, "\(calls) width measurements for a 30-cell field")
        calls = 0
        let middle = TextFieldItem.visibleRange(
            count: 100_000, cursor: 50_000, fieldWidth: 30,
            width: { _ in
                calls += 1
                return 2
            })
        #expect(middle == 49_986..<50_001)
        #expect(calls <= 32, "\(calls) width measurements for a 30-cell field")
    }
}

@MainActor @Test func aFieldAsksForItsTextAndCaretUpToTheReadableWidth() throws {
    let path = "/home/pi/Pictures/2026/holiday"
    let field = try TextFieldItem(text: path, placeholder: "Folder")
    // The text and a cell for the caret (the terminal theme has no field padding).
    #expect(field.naturalWidth(in: cellContext) == AlertItemWidth(flowing: CGFloat(path.count + 1)))
    let empty = try TextFieldItem(placeholder: "Where to save the pictures")
    #expect(empty.naturalWidth(in: cellContext).flowing == 27)
    let long = try TextFieldItem(text: String(repeating: "x", count: 500))
    #expect(long.naturalWidth(in: cellContext).flowing == 64, "it scrolls past the readable width")
}
