import Observation
import ArticleExamples
import Synchronization
import Testing
import TrellisNavigation

/// A flag that observation's `onChange` (a `@Sendable` closure) can raise.
private final class Flag: Sendable {
    private let raised = Mutex(false)
    var isRaised: Bool { raised.withLock { $0 } }
    func raise() { raised.withLock { $0 = true } }
}

@MainActor
struct StackNavigatorTests {
    @Test func pushPopPresentDismiss() {
        // Given
        let navigator = StackNavigator<AppRoute>()

        // When / Then
        navigator.push(.user(id: 42))
        navigator.push(.photos)
        #expect(navigator.stack.routes == [.user(id: 42), .photos])

        navigator.pop()
        #expect(navigator.stack.routes == [.user(id: 42)])

        navigator.present(.settings)
        #expect(navigator.stack.top == .settings)
        #expect(navigator.stack.presented == [[.settings]])

        navigator.dismiss()
        #expect(navigator.stack == [.user(id: 42)])
    }

    @Test func startsFromAGivenStack() throws {
        // Given / When
        let navigator = StackNavigator(try RouteStack<AppRoute>(path: "/users/42/photos"))

        // Then
        #expect(navigator.stack.top == .photos)
    }

    @Test func settingTheStackJumpsAnywhere() {
        // Given
        let navigator = StackNavigator<AppRoute>([.example])

        // When
        navigator.stack = [.user(id: 1), .photos]

        // Then
        #expect(navigator.stack.routes == [.user(id: 1), .photos])
    }

    @Test func replaceStackSetsTheWholeStackInOneObservedChange() {
        // Given
        let navigator = StackNavigator<AppRoute>([.example])
        navigator.present(.photos)
        let changes = ObservedChanges { _ = navigator.stack }

        // When
        navigator.replaceStack(with: RouteStack([.user(id: 1), .photos], presented: [[.settings]]))

        // Then
        #expect(changes.count == 1)
        #expect(navigator.stack == RouteStack([.user(id: 1), .photos], presented: [[.settings]]))
    }

    @Test func changesAreObservable() {
        // Given
        let navigator = StackNavigator<AppRoute>()
        let changed = Flag()
        withObservationTracking {
            _ = navigator.stack
        } onChange: {
            changed.raise()
        }

        // When
        navigator.push(.photos)

        // Then
        #expect(changed.isRaised)
    }
}
