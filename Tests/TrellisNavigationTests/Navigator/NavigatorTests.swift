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
        navigator.replaceStack(with: [.example])

        // Then
        #expect(navigator.calls == [
            .push(.photos, animated: true),
            .present(.settings, animated: true),
            .dismiss(animated: true),
            .pop(animated: true),
            .replaceStack([.example], animated: true),
        ])
    }

    @Test func theLongFormsPassAnimatedThrough() {
        // Given
        let navigator = RecordingNavigator()

        // When
        navigator.push(.photos, animated: false)
        navigator.pop(animated: false)
        navigator.replaceStack(with: [.settings], animated: false)

        // Then
        #expect(navigator.calls == [
            .push(.photos, animated: false),
            .pop(animated: false),
            .replaceStack([.settings], animated: false),
        ])
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

    @Test func anyNavigatorOfARouteDrivesANavigationModel() {
        // Given
        let model = NavigationModel<AppRoute>()
        let navigator: any Navigator<AppRoute> = model

        // When
        navigator.push(.user(id: 42))
        navigator.present(.settings)
        navigator.push(.photos)
        navigator.dismiss()

        // Then
        #expect(model.path == [.user(id: 42)])
        #expect(model.sheet == nil)
    }
}
