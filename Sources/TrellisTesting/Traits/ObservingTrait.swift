public import Testing
public import TrellisPlug

extension Trait where Self == OverrideTrait {
    /// Tells `observer` about every action call the test makes, and no other test's.
    ///
    /// ```swift
    /// import Testing
    /// import Trellis
    /// import TrellisTesting
    ///
    /// enum LikePhoto: AsyncAction { typealias Input = Int }
    ///
    /// enum Recorded {
    ///     static let likes = ActionRecorder()
    /// }
    ///
    /// @Test(.observingActions(Recorded.likes), .plugging(LikePhoto.self) { _ in })
    /// func likingAPhoto() async throws {
    ///     try await action(LikePhoto.self, 7)
    ///     await Recorded.likes.expectCalls([LikePhoto.self])
    /// }
    /// ```
    ///
    /// The observer joins the test's one override scope, like every ``OverrideTrait``, so it
    /// sees the calls of the test and of the tasks it starts. On a suite it observes every test
    /// of the suite, which may run in parallel: give each test an observer of its own when
    /// the order of calls matters.
    public static func observingActions(_ observer: some ActionObserver) -> Self {
        OverrideTrait(.updates) { $0.observeActions(observer) }
    }
}
