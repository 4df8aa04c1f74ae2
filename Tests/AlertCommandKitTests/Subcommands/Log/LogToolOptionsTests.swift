import Testing

@testable import AlertCommandKit

struct LogToolOptionsTests {
    // gum's log/options.go `set:` tags: level bold; prefix bold and faint; key and
    // separator faint; the rest plain.
    @Test func defaultStyles() {
        let options = LogToolOptions(text: [])
        #expect(options.levelStyle == TextToolStyle(bold: true))
        #expect(options.prefixStyle == TextToolStyle(bold: true, faint: true))
        #expect(options.keyStyle == TextToolStyle(faint: true))
        #expect(options.separatorStyle == TextToolStyle(faint: true))
        #expect(options.timeStyle == TextToolStyle())
        #expect(options.messageStyle == TextToolStyle())
        #expect(options.valueStyle == TextToolStyle())
        #expect(options.level == .none)
        #expect(options.formatter == .text)
    }
}
