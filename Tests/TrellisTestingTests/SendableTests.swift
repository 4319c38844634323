import ArticleExamples
import Testing
import Trellis
import TrellisTesting

// Compile-only: the test kit's types, and test helpers built on them, cross threads.

private func requireSendable<T: Sendable>(_: T.Type) {}

/// A test fixture that keeps its spies and tracker, as a suite might.
private struct PhotoFixture: Sendable {
    let likePhoto = ActionSpy(LikePhoto.self).returning()
    let countLikes = ActionSpy(CountLikes.self).returning(0)
    let formatLikes = ActionSpy(FormatLikes.self, fallback: "")
    let tracker = LeakTracker()
    let traits: [any Trait] = [
        .plugging(LikePhoto.self) { _ in },
        .injecting { $0[APIClientKey.self] = StubAPIClient() },
    ]
}

struct SendableTests {
    @Test func theKitsTypesAreSendable() {
        requireSendable(ActionSpy<LikePhoto>.self)
        requireSendable(ActionSpy<FormatLikes>.self)
        requireSendable(ActionSpyError.self)
        requireSendable(LeakTracker.self)
        requireSendable(OverrideTrait.self)
        requireSendable(OverrideTrait.self)
        requireSendable(MissingDependency.self)
        requireSendable(RenderRecorder<BannerRenderable>.self)
        requireSendable(PhotoFixture.self)
        requireSendable(TestClock.self)
        requireSendable(TestClock.Instant.self)
        requireSendable(ImmediateClock.self)
        requireSendable(ImmediateClock.Instant.self)
    }
}
