/// A small, fast random source, one per thread: the system generator would cost more than
/// the reads it picks depths for, and a seed per thread keeps runs comparable.
struct Xorshift {
    private var state: UInt64

    init(seed: Int) {
        state = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 | 1
    }

    /// A number in `0..<bound`.
    mutating func next(below bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(truncatingIfNeeded: state % UInt64(bound))
    }
}
