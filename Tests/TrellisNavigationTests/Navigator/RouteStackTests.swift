import ArticleExamples
import Testing
import TrellisNavigation

struct RouteStackTests {
    @Test func anEmptyStackShowsOnlyTheRoot() {
        // Given / When
        let stack = RouteStack<AppRoute>()

        // Then
        #expect(stack.routes.isEmpty)
        #expect(stack.top == nil)
        #expect(!stack.isPresenting)
        #expect(stack == [])
    }

    @Test func pushAndPop() {
        // Given
        var stack: RouteStack<AppRoute> = [.user(id: 42)]

        // When
        stack.push(.photos)

        // Then
        #expect(stack.routes == [.user(id: 42), .photos])
        #expect(stack.top == .photos)

        // When
        let popped = stack.pop()

        // Then
        #expect(popped == .photos)
        #expect(stack.routes == [.user(id: 42)])
    }

    @Test func poppingAnEmptyStackDoesNothing() {
        // Given
        var stack = RouteStack<AppRoute>()

        // When
        let popped = stack.pop()

        // Then
        #expect(popped == nil)
        #expect(stack == RouteStack())
    }

    @Test func presentStartsAModalStackThatPushesGoInto() {
        // Given
        var stack: RouteStack<AppRoute> = [.example]

        // When
        stack.present(.settings)
        stack.push(.user(id: 7))

        // Then
        #expect(stack.routes == [.example])
        #expect(stack.presented == [[.settings, .user(id: 7)]])
        #expect(stack.top == .user(id: 7))
        #expect(stack.isPresenting)
    }

    @Test func popNeverRemovesThePresentedScreen() {
        // Given
        var stack: RouteStack<AppRoute> = [.example]
        stack.present(.settings)

        // When
        let popped = stack.pop()

        // Then
        #expect(popped == nil)
        #expect(stack.top == .settings)
    }

    @Test func dismissClosesOnlyTheTopmostModalStack() {
        // Given
        var stack: RouteStack<AppRoute> = [.example]
        stack.present(.settings)
        stack.present(.photos)
        stack.push(.user(id: 1))

        // When
        let dismissed = stack.dismiss()

        // Then
        #expect(dismissed == [.photos, .user(id: 1)])
        #expect(stack.presented == [[.settings]])
        #expect(stack.top == .settings)
    }

    @Test func dismissingWithNothingPresentedDoesNothing() {
        // Given
        var stack: RouteStack<AppRoute> = [.example]

        // When
        let dismissed = stack.dismiss()

        // Then
        #expect(dismissed == nil)
        #expect(stack == [.example])
    }

    @Test func stacksAreValues() {
        // Given
        let original: RouteStack<AppRoute> = [.example]
        var copy = original

        // When
        copy.push(.photos)

        // Then
        #expect(original != copy)
        #expect(Set([original, copy, original]).count == 2)
    }

    @Test(.timeLimit(.minutes(1))) func aStackCrossesTasks() async {
        // Given
        let stack: RouteStack<AppRoute> = [.user(id: 42), .photos]

        // When
        let received = await Task.detached { stack }.value

        // Then
        #expect(received == stack)
    }
}
