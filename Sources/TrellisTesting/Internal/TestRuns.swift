import Testing
import TrellisSupport
#if canImport(XCTest)
import XCTest
#endif

/// Finds the ``TestRun`` of the test the current task works for, making it when a test is
/// first seen.
///
/// - Under a Trellis trait the trait made the run and bound it to the test's task
///   (``TestRun/current``): it ends exactly when the test does, and tasks the test started
///   still carry it afterwards, which is how work that outlives its test is caught.
/// - In an XCTest case, the observer below starts a run as each case starts and ends it as
///   the case finishes.
/// - In a Swift Testing test with no Trellis trait, the run is made on the first read and
///   kept for the test's ID; Swift Testing tells nobody when such a test ends, so its doubles
///   live until the process exits, and the cases of a parameterized test share one (give the
///   test a trait, such as `.injecting { _ in }`, for one per case).
enum TestRuns {
    /// The run of the current task's test, or `nil` in a task detached from every test.
    static var current: TestRun? {
        if let run = TestRun.current { return run }
        if let test = Test.current { return bare(test) }
        #if canImport(XCTest)
        if TestFramework.process == .xcTest { return XCTestRuns.current }
        #endif
        return nil
    }

    /// Runs `body` as a new run of `test`, ended when `body` returns.
    static func running<R>(_ test: Test, _ body: () async throws -> R) async rethrows -> R {
        let run = TestRun(name: name(of: test))
        defer { run.end() }
        return try await TestRun.$current.withValue(run, operation: body)
    }

    private static let bareRuns = Lock<[Test.ID: TestRun]>([:])

    private static func bare(_ test: Test) -> TestRun {
        bareRuns.withLock { runs in
            if let run = runs[test.id] { return run }
            let run = TestRun(name: name(of: test))
            runs[test.id] = run
            return run
        }
    }

    /// `Suite/test()`, as the test list prints it.
    static func name(of test: Test) -> String {
        let path = test.id.nameComponents
        return path.isEmpty ? test.name : path.joined(separator: "/")
    }
}

#if canImport(XCTest)
/// Starts and ends a ``TestRun`` for each XCTest case: XCTest runs one case at a time.
final class XCTestRuns: NSObject, XCTestObservation, @unchecked Sendable {  // @unchecked: `run` is behind a lock
    private static let run = Lock<TestRun?>(nil)

    static var current: TestRun? { run.withLock { $0 } }

    /// Registers the observer; called once, as the test binary loads, in an XCTest process.
    static func observe() {
        XCTestObservationCenter.shared.addTestObserver(XCTestRuns())
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        let started = TestRun(name: testCase.name)
        Self.run.withLock { $0 = started }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        let finished = Self.run.withLock { run in defer { run = nil }; return run }
        finished?.end()
    }
}
#endif
