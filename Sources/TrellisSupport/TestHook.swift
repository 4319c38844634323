import Synchronization

/// How the core modules learn that a test is running, and how they fail it, without
/// depending on a test framework.
///
/// The core must not link Swift Testing or XCTest: an app ships it. TrellisTesting, which
/// only test targets link, installs a ``Reporter`` when its binary is loaded (a C constructor
/// in `TrellisTestingLoad`), before any test or any read runs. In an app nothing installs one,
/// so every check here is one relaxed load that finds nothing, made only on paths that are
/// already slow (a key's default made, a value published).
package enum TestHook {
    /// What TrellisTesting lends the core: whether a test is running now, and how to fail it.
    package struct Reporter: Sendable {
        /// Whether the current task runs inside a test (a Swift Testing test, or a process
        /// running XCTest).
        package let isRunningTest: @Sendable () -> Bool
        /// Records `message` as an issue of the running test, at the reader's file and line.
        package let record: @Sendable (_ message: String, _ fileID: StaticString, _ line: UInt) -> Void
        /// The run of the test the current task works for, or `nil` in a task detached from
        /// every test (a `Task.detached`, a thread of its own).
        package let currentRun: @Sendable () -> TestRun?

        package init(
            isRunningTest: @escaping @Sendable () -> Bool,
            record: @escaping @Sendable (_ message: String, _ fileID: StaticString, _ line: UInt) -> Void,
            currentRun: @escaping @Sendable () -> TestRun?
        ) {
            self.isRunningTest = isRunningTest
            self.record = record
            self.currentRun = currentRun
        }
    }

    /// Whether a reporter was installed: set once, before `main`, and never cleared.
    private static let linked = Atomic<Bool>(false)
    private static let reporter = Lock<Reporter?>(nil)

    /// Installs the reporter TrellisTesting provides; called once, when it is loaded.
    package static func install(_ newReporter: Reporter) {
        reporter.withLock { $0 = newReporter }
        linked.store(true, ordering: .releasing)
    }

    /// The reporter, when the process links TrellisTesting and a test is running now.
    package static var runningTest: Reporter? {
        guard linked.load(ordering: .acquiring) else { return nil }
        guard let current = reporter.withLock({ $0 }), current.isRunningTest() else { return nil }
        return current
    }

    /// Whether the process links TrellisTesting: a test may run in it. One relaxed load.
    @inline(__always)
    package static var mayRunTests: Bool {
        linked.load(ordering: .relaxed)
    }
}
