public import Synchronization  // public: the inlinable read path uses its atomics
import TrellisSupport

/// The value installed for one key or action for the whole process.
///
/// A slot is made with the first value installed and keeps it inline, read with one
/// acquiring load and no lock, because apps install their values once at start-up. Slots are
/// never freed (see ``SlotTable``), so a reader can never see that value freed. Any later
/// replacement (typically a test or a debug menu) moves the slot to a locked value, so
/// replacements never race.
@usableFromInline
package final class ValueSlot<Value: Sendable>: Sendable {
    @usableFromInline let first: Value
    @usableFromInline let isReplaced = Atomic<Bool>(false)
    private let latest = Lock<Value?>(nil)

    package init(_ first: Value) {
        self.first = first
    }

    /// The installed value.
    @inlinable @inline(__always)
    package var value: Value {
        if _fastPath(!isReplaced.load(ordering: .acquiring)) { return first }
        return replacedValue()
    }

    /// Runs `body` with the installed value, borrowed rather than copied, so calling a plugged
    /// closure costs no retain.
    @inlinable @inline(__always)
    package func withValue<R>(_ body: (Value) throws -> R) rethrows -> R {
        if _fastPath(!isReplaced.load(ordering: .acquiring)) { return try body(first) }
        return try body(replacedValue())
    }

    @usableFromInline
    func replacedValue() -> Value {
        // Set before `isReplaced` is, under the same lock.
        latest.withLock { $0 } ?? first
    }

    /// Replaces the installed value.
    package func replace(with value: Value) {
        latest.withLock { latest in
            latest = value
            isReplaced.store(true, ordering: .releasing)
        }
    }
}
