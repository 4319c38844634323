import ArticleExamples
import Testing
import TrellisNavigation

@MainActor
struct NavigatorTests {
    @Test func theShortFormsAnimate() {
        // Given
        let navigator = RecordingNavigator()

        // When
        navigator.push(.photos)
        navigator.present(.settings)
        navigator.dismiss()
        navigator.pop()

        // Then
        #expect(navigator.calls == [
            .push(.photos, animated: true),
            .present(.settings, animated: true),
            .dismiss(animated: true),
            .pop(animated: true),
        ])
    }

    @Test func theLongFormsPassAnimatedThrough() {
        // Given
        let navigator = RecordingNavigator()

        // When
        navigator.push(.photos, animated: false)
        navigator.pop(animated: false)

        // Then
        #expect(navigator.calls == [.push(.photos, animated: false), .pop(animated: false)])
    }

    @Test func anyNavigatorOfARouteDrivesAStackNavigator() {
        // Given
        let stackNavigator = StackNavigator<AppRoute>()
        let navigator: any Navigator<AppRoute> = stackNavigator

        // When
        navigator.push(.user(id: 42))
        navigator.push(.photos)
        navigator.pop()

        // Then
        #expect(stackNavigator.stack.routes == [.user(id: 42)])
    }
}
