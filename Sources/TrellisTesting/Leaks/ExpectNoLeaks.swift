public import Testing

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
///   - sourceLocation: Where a leak is reported; leave the default.
///   - body: Builds and exercises the module, tracking its parts.
/// - Throws: What `body` throws; the objects are then not checked, as the error may hold them.
public func expectNoLeaks(
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (LeakTracker) async throws -> Void
) async rethrows {
    let tracker = LeakTracker()
    try await body(tracker)
    await tracker.expectAllReleased(sourceLocation: sourceLocation)
}
