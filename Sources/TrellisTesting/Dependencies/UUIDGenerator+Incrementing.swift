#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization
public import TrellisDependencies

extension UUIDGenerator {
    /// A new generator that answers 00000000-0000-0000-0000-000000000000, then
    /// 00000000-0000-0000-0000-000000000001, …02, and so on: identifiers a test can write.
    ///
    /// ```swift
    /// @Test(.injecting { $0.uuid = .incrementing })
    /// func theFirstTwoIdentifiers() {
    ///     let uuid = InjectedValues[\.uuid]
    ///     #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
    ///     #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    /// }
    /// ```
    ///
    /// Each read of `incrementing` makes a generator with its own count, starting at zero;
    /// copies of one generator share its count, and calls from many threads never answer the
    /// same identifier twice. Install it with a closure, `.injecting { $0.uuid = .incrementing }`,
    /// so that every test — and every case of a parameterized test — starts from zero: the
    /// form `.injecting(\.uuid, .incrementing)` makes one generator when the test is declared,
    /// which a suite's tests would share.
    public static var incrementing: UUIDGenerator {
        let counter = Counter()
        return UUIDGenerator { UUID(counting: counter.next()) }
    }

    /// The count of one incrementing generator.
    private final class Counter: Sendable {
        private let value = Atomic<UInt64>(0)

        /// The count before this call: 0, then 1, 2…
        func next() -> UInt64 {
            value.wrappingAdd(1, ordering: .relaxed).oldValue
        }
    }
}

extension UUID {
    /// The identifier whose last 16 hexadecimal digits are `count`, the others zero.
    fileprivate init(counting count: UInt64) {
        let b = withUnsafeBytes(of: count.bigEndian) { Array($0) }
        self.init(uuid: (0, 0, 0, 0, 0, 0, 0, 0, b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]))
    }
}
