import Testing
import TrellisPresentation

@MainActor
struct ViewLifecycleObservingTests {
    @Test(arguments: ViewLifecycleEvent.allCases)
    func receiveCallsTheMatchingMethod(_ event: ViewLifecycleEvent) {
        // Given
        let presenter = ProfilePresenter()

        // When
        presenter.receive(event)

        // Then
        #expect(presenter.events == [event])
    }

    @Test func unimplementedMomentsDoNothing() {
        // Given
        let counter = AppearanceCounter()

        // When
        for event in ViewLifecycleEvent.allCases {
            counter.receive(event)
        }

        // Then
        #expect(counter.appearances == 1)
    }
}
