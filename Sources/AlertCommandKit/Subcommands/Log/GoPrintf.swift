/// Go's `fmt.Sprintf` for string operands only, which is what `gum log --format` hands it:
/// gum passes every argument after the format as a Go `string` (log/command.go), so the
/// output is Go's for those strings, mistakes included.
///
/// - Verbs: `%s` and `%v` write the argument, `%q` quotes it (`%+q` ASCII only, `%#q` in
///   backquotes when it can), `%x` and `%X` write its UTF-8 bytes in hexadecimal (`% x`
///   spaced, `%#x` with `0x`), `%T` writes `string`, `%%` a percent sign. Any other verb
///   (`%d`, `%f`, `%t`, `%c`, …) writes Go's `%!d(string=42)`, as Go does for a string.
/// - Flags `-`, `0`, `+`, `#` and space; a width and a precision (`%-10.3s`); argument
///   indexes (`%[2]s`); `*` takes its width from an argument, which, a string, gives
///   `%!(BADWIDTH)`.
/// - Go's error texts: `%!s(MISSING)`, `%!s(BADINDEX)`, `%!(NOVERB)` and
///   `%!(EXTRA string=…)` for arguments left over.
package enum GoPrintf {
    /// `format` with `arguments` substituted as Go's `fmt.Sprintf(format, arguments...)`
    /// writes them when each argument is a `string`.
    package static func format(_ format: String, arguments: [String]) -> String {
        var state = GoPrintfState(format: Array(format.utf8), arguments: arguments)
        state.run()
        return state.output
    }
}
