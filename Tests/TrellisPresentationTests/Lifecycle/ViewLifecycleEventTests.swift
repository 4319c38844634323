import Testing
import TrellisPresentation

struct ViewLifecycleEventTests {
    @Test func allCasesFollowTheLifeOfAView() {
        // Given / When
        let events = ViewLifecycleEvent.allCases

        // Then
        #expect(events == [.didLoad, .willAppear, .didAppear, .willDisappear, .didDisappear])
    }

    @Test(.timeLimit(.minutes(1))) func anEventCrossesTasks() async {
        // Given
        let event = ViewLifecycleEvent.didAppear

        // When
        let received = await Task.detached { event }.value

        // Then
        #expect(received == .didAppear)
    }
}
