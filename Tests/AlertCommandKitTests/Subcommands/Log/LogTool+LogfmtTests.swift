import Foundation
import Testing

@testable import AlertCommandKit

struct LogToolLogfmtTests {
    // log's logfmt.go on go-logfmt's EncodeKeyval: pairs joined by spaces; a key left
    // empty once its invalid characters go is dropped with its value; `null` is quoted.
    @Test func writesPairs() {
        let fields = [
            LogField(key: "time", value: .time("22:13")),
            LogField(key: "level", value: .level(.info)),
            LogField(key: "msg", value: .text("null")),
            LogField(key: "a key", value: .text("")),
            LogField(key: "==", value: .text("gone")),
        ]
        #expect(LogTool.logfmtLine(fields) == #"time=22:13 level=info msg="null" akey="# + "\n")
    }
}
