import Synchronization

/// One run of one test: what it is called, the test values made for it, and whether it has
/// ended.
///
/// TrellisTesting makes one for each test case it sees start: under a Trellis trait (which
/// knows exactly when the test ends), for each XCTest case, and for a bare Swift Testing test
/// on its first read. The core reads it through ``TestHook`` only, so an app never makes one.
///
/// A test value is made once per run and shared by everything the test builds and the tasks
/// it starts; a test running in parallel has a run of its own, so it never sees another's.
package final class TestRun: Sendable {
    /// The test, as its framework names it: `Suite/test()` or `-[Case testMethod]`.
    package let name: String
    /// The identity of the test's run in this process, for messages that tell runs apart.
    package let number: Int

    /// The test values made for this run, kept as each key's lifetime says; closed when the
    /// test ends.
    package let values = KeyedValues()
    private let heldBackKeys = Lock<Set<ObjectIdentifier>>([])
    private static let made = Atomic<Int>(0)
    /// Every run that has started and not ended, for messages about work no test owns.
    private static let running = Lock<[Int: String]>([:])

    package init(name: String) {
        self.name = name
        number = Self.made.add(1, ordering: .relaxed).newValue
        Self.running.withLock { $0[number] = name }
    }

    /// Whether the test has ended: work it started that reads now has outlived it.
    package var hasEnded: Bool { values.isClosed }

    /// Marks the run ended and lets go of its test values, so a double's `deinit` runs when the
    /// test that made it ends.
    package func end() {
        let made = values.close()
        Self.running.withLock { _ = $0.removeValue(forKey: number) }
        _ = made  // freed here, outside the lock: a value's deinit may read injected values
    }

    /// Notes the keys whose values the app's start-up installed for this test and the kit held
    /// back: the start-up provides them, and the test reads their test values.
    package func holdBack(_ keys: [ObjectIdentifier]) {
        heldBackKeys.withLock { $0.formUnion(keys) }
    }

    /// Whether the start-up run for this test installed a value for `key` that was held back.
    package func heldBack(_ key: ObjectIdentifier) -> Bool {
        heldBackKeys.withLock { $0.contains(key) }
    }

    /// The names of the runs that have started and not ended, oldest first.
    package static var runningNames: [String] {
        running.withLock { $0.sorted { $0.key < $1.key }.map(\.value) }
    }

    /// The run of the test the current task works for, bound by the trait or framework hook
    /// that made it; inherited by the tasks the test starts, and so by work that outlives it.
    @TaskLocal package static var current: TestRun?
}

extension TestRun: CustomStringConvertible {
    package var description: String { name }
}
