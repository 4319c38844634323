/// A value installed for ``StressValueKey``, which a reader can check after the read: alive,
/// installed by the writer, whole, and no older than the last one its thread saw.
///
/// Its `deinit` marks its id freed in ``Trackers/values``, so a read that returns a value the
/// engine had already freed is counted (the retain the read took resurrected freed memory).
final class TrackedValue: Sendable {
    /// What every value carries first; anything else is memory that was never a value.
    static let expectedMagic: UInt = 0x5452_454C_4C49_5356  // "TRELLISV"

    /// The key's default: id 0, installed for good, never read once the writer installed.
    static let keyDefault = TrackedValue(defaultWithID: 0)

    let magic: UInt
    let id: Int
    /// The order the writer installed values in: a thread never sees it go backwards.
    let sequence: Int
    /// Derived from `id` and `sequence`, so a value stitched together from two (or read from
    /// reused memory) disagrees with itself.
    let check: Int

    /// A new value, to be installed with sequence number `sequence`.
    init(sequence: Int) {
        magic = Self.expectedMagic
        id = Trackers.values.make()
        self.sequence = sequence
        check = Self.check(id, sequence)
    }

    private init(defaultWithID id: Int) {
        magic = Self.expectedMagic
        self.id = id
        sequence = -1
        check = Self.check(id, -1)
    }

    deinit {
        Trackers.values.markFreed(id)
    }

    /// Whether the fields agree with each other.
    var isWhole: Bool { magic == Self.expectedMagic && check == Self.check(id, sequence) }

    private static func check(_ id: Int, _ sequence: Int) -> Int {
        (id &* 0x1E37_79B9_7F4A_7C15) ^ (sequence &* 0x2545_F491_4F6C_DD1D) ^ 0x5A5A
    }
}
