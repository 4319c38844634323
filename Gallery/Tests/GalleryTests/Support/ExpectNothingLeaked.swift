import Trellis
import TrellisTesting

/// Runs `body` with a leak detector of its own as `LeakDetector.current`, then expects every
/// object dismissed inside it to be gone, and fails naming each survivor otherwise.
///
/// Unlike `expectNoLeakReports`, whose detector ends each grace period after a second of real
/// time, this one's grace periods end only when the check runs (its clock is a `TestClock`
/// nobody advances): `pendingCount` inside `body` counts every object dismissed so far,
/// however slow the machine.
func expectNothingLeaked(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: (LeakDetector) async throws -> Void
) async throws {
    let detector = LeakDetector(clock: TestClock())
    detector.onReport = { _ in }  // the failure names them
    try await LeakDetector.$current.withValue(detector) {
        try await body(detector)
    }
    await detector.expectNoReports(fileID: fileID, filePath: filePath, line: line, column: column)
}
