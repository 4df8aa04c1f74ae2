import Testing

@testable import AlertCommandKit

struct GoPrintfTests {
    // fmt/print.go doPrintf with string operands, as gum log -f passes them.
    @Test(arguments: [
        ("%s and %v", ["a", "b"], "a and b"),
        ("%d files", ["3"], "%!d(string=3) files"),
        ("%5d", ["42"], "%!d(string=   42)"),
        ("%f %t", ["1.5", "true"], "%!f(string=1.5) %!t(string=true)"),
        ("%5s|%-5s|%05s", ["ab", "cd", "ef"], "   ab|cd   |000ef"),
        ("%.2s", ["abc"], "ab"),
        ("%q %+q %#q %#q", ["h\u{e9}\"", "h\u{e9}", "x", "x`"], #""hé\"" "h\u00e9" `x` "x`""#),
        ("%x % X %#x %# x", ["hi", "hi", "hi", "hi"], "6869 68 69 0x6869 0x68 0x69"),
        ("%#v %T 100%%", ["a", "b"], #""a" string 100%"#),
        ("%[2]s %[1]s", ["a", "b"], "b a"),
        ("%[3]s", ["a"], "%!s(BADINDEX)"),
        ("%s %s", ["a"], "a %!s(MISSING)"),
        ("%s", ["a", "b", "c"], "a%!(EXTRA string=b, string=c)"),
        ("50%", [], "50%!(NOVERB)"),
        ("%*s", ["3", "x"], "%!(BADWIDTH)x"),
        ("no verbs", [], "no verbs"),
        ("%s", ["é"], "é"),
    ])
    func formats(format: String, arguments: [String], expected: String) {
        #expect(GoPrintf.format(format, arguments: arguments) == expected)
    }
}
