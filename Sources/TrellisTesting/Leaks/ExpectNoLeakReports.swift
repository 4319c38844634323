public import TrellisLeaks

/// Runs `body` with a leak detector of its own and, when it returns, expects every object the
/// kit dismissed inside it — finished coordinators, detached VIPER modules, whatever `body`
/// passed to `expectDeallocation(of:)` — to be gone.
///
/// ```swift
/// @Test @MainActor func theListIsReleasedWhenItCloses() async {
///     let coordinator = ExampleCoordinator(navigator: StackNavigator<AppRoute>())
///     await expectNoLeakReports { _ in
///         let list = coordinator.showList(ExampleListModel(name: "Favourites"))
///         list.close()  // finish() hands the list to the detector
///     }
/// }
/// ```
///
/// Where ``expectNoLeaks(isolation:fileID:filePath:line:column:_:)`` checks the objects a
/// test tracks by hand once the test drops them, this checks what the app itself dismissed,
/// and names the line that dismissed each survivor:
///
/// ```
/// 1 dismissed object is still alive; something still holds them, often a reference cycle
/// (a closure that captures them strongly, or a back reference not declared `weak`):
/// - SettingsCoordinator, dismissed at SettingsCoordinator.swift:18
/// ```
///
/// The detector is `LeakDetector.current` inside `body` only, so tests that run in parallel
/// never see each other's dismissals; it is handed to `body` for tests that report their own
/// objects. Survivors are reported at once, without waiting for a grace period
/// (see `LeakDetector.expectNoReports()`). In a release build the
/// detector watches nothing, so this always passes.
///
/// - Parameters:
///   - isolation: The actor `body` runs on; inferred from the caller.
///   - fileID: The caller's file, where a failure is reported; leave the default.
///   - filePath: The caller's full path, for XCTest and Xcode; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - body: Builds the flow and dismisses what should go.
/// - Throws: What `body` throws; nothing is then checked, as the error may hold the objects.
public func expectNoLeakReports(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: (LeakDetector) async throws -> Void
) async rethrows {
    // Its grace periods end only when the check runs: a clock nobody advances, so however slow
    // the machine, `pendingCount` inside `body` counts every object dismissed so far.
    let detector = LeakDetector(clock: TestClock())
    detector.onReport = { _ in }  // the failure names them
    try await LeakDetector.$current.withValue(detector) {
        try await body(detector)
    }
    await detector.expectNoReports(fileID: fileID, filePath: filePath, line: line, column: column)
}
