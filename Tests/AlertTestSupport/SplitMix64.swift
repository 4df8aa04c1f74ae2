/// SplitMix64: a small seeded pseudo-random generator, shared by every test target, so each
/// property and model-based test can be replayed from the seed it prints on failure.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator that will produce the same sequence for the same `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound` (bound > 0).
    public mutating func next(below bound: UInt64) -> UInt64 {
        next() % bound
    }

    /// True with probability `percent` / 100.
    public mutating func chance(_ percent: UInt64) -> Bool {
        next(below: 100) < percent
    }
}
