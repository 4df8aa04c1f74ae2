extension AlertTextBuffer {
    /// The same buffer with `maxLength` as its bound from now on (nil lifts it; a negative
    /// bound is 0): what is typed beyond it is dropped, while a text already longer stays
    /// whole, as gum's `--char-limit` leaves a longer `--value`.
    package func limited(to maxLength: Int?) -> AlertTextBuffer {
        var bounded = self
        bounded.maxLength = maxLength.map { max($0, 0) }
        return bounded
    }
}
