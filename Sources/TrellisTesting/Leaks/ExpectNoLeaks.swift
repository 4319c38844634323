/// Runs `body` with a fresh ``LeakTracker`` and, when it returns, expects every object it
/// tracked to be released.
///
/// ```swift
/// @Test @MainActor func theFlowIsReleasedWhenItFinishes() async {
///     let navigator = StackNavigator<AppRoute>()
///     await expectNoLeaks { tracker in
///         let coordinator = ExampleCoordinator(navigator: navigator)
///         tracker.track(coordinator, as: "coordinator")
///         coordinator.start()
///     }
/// }
/// ```
///
/// Make the module inside `body` and keep no reference to it outside: everything `body`
/// created is dropped when it returns, so anything still alive is held by the module itself
/// or by something that outlives it.
///
/// - Parameters:
///   - isolation: The actor `body` runs on; inferred from the caller.
///   - fileID: The caller's file, where a leak is reported; leave the default.
///   - filePath: The caller's full path, for XCTest and Xcode; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - body: Builds and exercises the module, tracking its parts.
/// - Throws: What `body` throws; the objects are then not checked, as the error may hold them.
public func expectNoLeaks(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: (LeakTracker) async throws -> Void
) async rethrows {
    let tracker = LeakTracker()
    try await body(tracker)
    await tracker.expectAllReleased(fileID: fileID, filePath: filePath, line: line, column: column)
}
