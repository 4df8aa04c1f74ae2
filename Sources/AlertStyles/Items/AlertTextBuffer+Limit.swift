extension AlertTextBuffer {
    /// The same text (cut to `maxLength` characters when longer) with `maxLength` as its
    /// bound from now on; nil lifts it. The cursor goes to the end; a negative bound is 0.
    package func limited(to maxLength: Int?) -> AlertTextBuffer {
        let bound = maxLength.map { max($0, 0) }
        let kept = bound.map { String(text.prefix($0)) } ?? text
        return (try? AlertTextBuffer(text: kept, maxLength: bound, keepsNewlines: keepsNewlines))
            ?? self
    }
}
