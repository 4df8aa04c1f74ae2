import Foundation
import Testing

@testable import AlertCommandKit

struct LogToolJSONTests {
    // log's json.go: keys in order, every value a string encoded as encoding/json does
    // with HTML escaping off; a caller's `time` and `level` pairs are left out.
    @Test func writesOneObjectInOrder() {
        let fields = [
            LogField(key: "level", value: .level(.warn)),
            LogField(key: "prefix", value: .text("app")),
            LogField(key: "msg", value: .text("a <b> & \"c\"\n")),
            LogField(key: "time", value: .text("noon")),
            LogField(key: "k", value: .text("v")),
        ]
        #expect(
            LogTool.jsonLine(fields)
                == #"{"level":"warn","prefix":"app","msg":"a <b> & \"c\"\n","k":"v"}"# + "\n")
    }
}
