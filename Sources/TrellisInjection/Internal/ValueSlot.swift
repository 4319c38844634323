public import Synchronization  // public: the inlinable read path uses its atomics
import TrellisSupport

/// The globally installed value of one key or action.
///
/// The first value installed is read with one acquiring load and no lock, because apps install
/// their values once at start-up. It is kept for the life of the process so that a reader
/// holding it can never see it freed. Any later replacement (typically a test or a debug menu)
/// moves the slot to a mutex-guarded value, so replacements never leak and never race.
@usableFromInline
package final class ValueSlot<Value: Sendable>: Sendable {
    @usableFromInline let first = Atomic<Unmanaged<Box<Value>>?>(nil)
    @usableFromInline let isReplaced = Atomic<Bool>(false)
    private let latest = Lock<Value?>(nil)

    package init() {}

    /// The installed value, or `nil` when none was installed.
    @inlinable @inline(__always)
    package var value: Value? {
        if _fastPath(!isReplaced.load(ordering: .acquiring)) {
            return first.load(ordering: .acquiring)?._withUnsafeGuaranteedRef { $0.value }
        }
        return replacedValue()
    }

    /// Runs `body` with the installed value, borrowed rather than copied, so calling a plugged
    /// closure costs no retain; `nil` when none was installed.
    @inlinable @inline(__always)
    package func withValue<R>(_ body: (Value) throws -> R) rethrows -> R? {
        if _fastPath(!isReplaced.load(ordering: .acquiring)) {
            guard let first = first.load(ordering: .acquiring) else { return nil }
            return try first._withUnsafeGuaranteedRef { try body($0.value) }
        }
        guard let value = replacedValue() else { return nil }
        return try body(value)
    }

    @usableFromInline
    func replacedValue() -> Value? {
        latest.withLock { $0 }
    }

    /// Installs `value`, replacing any earlier one.
    package func install(_ value: Value) {
        if !isReplaced.load(ordering: .acquiring) {
            let box = Unmanaged.passRetained(Box(value))  // intentionally kept: see the type's comment
            if first.compareExchange(expected: nil, desired: box, ordering: .acquiringAndReleasing).exchanged {
                return
            }
            box.release()
        }
        latest.withLock { latest in
            latest = value
            isReplaced.store(true, ordering: .releasing)
        }
    }
}

/// A class around a value, so it can sit behind an atomic reference or in a type-erased table.
@usableFromInline
package final class Box<Value: Sendable>: Sendable {
    @usableFromInline package let value: Value
    @usableFromInline package init(_ value: Value) { self.value = value }
}
