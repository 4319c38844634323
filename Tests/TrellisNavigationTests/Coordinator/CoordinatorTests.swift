import ArticleExamples
import Testing
import TrellisNavigation

@MainActor
struct CoordinatorTests {
    @Test func startPushesTheExampleScreen() {
        // Given
        let navigator = StackNavigator<AppRoute>()
        let coordinator = ExampleCoordinator(navigator: navigator)

        // When
        coordinator.start()

        // Then
        #expect(navigator.stack.routes == [.example])
    }

    /// The iOS Architecture Patterns notes' `ExampleCoordinator`: `showList(_:)` starts a child flow that knows its parent.
    @Test func exampleCoordinator() throws {
        // Given
        let navigator = StackNavigator<AppRoute>()
        let coordinator = ExampleCoordinator(navigator: navigator)
        coordinator.start()

        // When
        coordinator.showList(ExampleListModel(name: "crew"))

        // Then
        #expect(navigator.stack.routes == [.example, .list(ExampleListModel(name: "crew"))])
        #expect(coordinator.children.count == 1)
        let child = try #require(coordinator.children.coordinators.first as? ListCoordinator)
        #expect(child.parentCoordinator === coordinator)
    }

    @Test func aFinishedChildIsRemovedFromItsParent() throws {
        // Given
        let navigator = StackNavigator<AppRoute>()
        let coordinator = ExampleCoordinator(navigator: navigator)
        coordinator.start()
        coordinator.showList(ExampleListModel(name: "crew"))
        let child = try #require(coordinator.children.coordinators.first as? ListCoordinator)

        // When
        child.close()

        // Then
        #expect(coordinator.children.isEmpty)
        #expect(!coordinator.children.contains(child))
        #expect(child.parentCoordinator == nil)
        #expect(coordinator.finishedChildren == 1)
        #expect(navigator.stack.routes == [.example])
    }

    @Test func aFinishedChildIsDeallocated() {
        // Given
        let coordinator = ExampleCoordinator(navigator: StackNavigator<AppRoute>())
        coordinator.showList(ExampleListModel(name: "crew"))
        weak let child = coordinator.children.coordinators.first as? ListCoordinator
        #expect(child != nil)

        // When
        child?.close()

        // Then
        #expect(child == nil)
    }

    @Test func aRunningChildIsKeptAliveByItsParentOnly() {
        // Given
        var coordinator: ExampleCoordinator? = ExampleCoordinator(navigator: StackNavigator<AppRoute>())
        weak let parent = coordinator
        coordinator?.showList(ExampleListModel(name: "crew"))
        weak let child = coordinator?.children.coordinators.first as? ListCoordinator

        // When
        coordinator = nil

        // Then: the child's weak reference up did not keep the parent alive.
        #expect(parent == nil)
        #expect(child == nil)
    }

    @Test func finishingAFlowFinishesItsChildren() throws {
        // Given
        let navigator = StackNavigator<AppRoute>()
        let coordinator = ExampleCoordinator(navigator: navigator)
        coordinator.showList(ExampleListModel(name: "crew"))
        let list = try #require(coordinator.children.coordinators.first as? ListCoordinator)
        list.showSettings()
        weak let settings = list.children.coordinators.first as? SettingsCoordinator
        #expect(settings != nil)
        #expect(navigator.stack.top == .settings)

        // When
        list.finish()

        // Then
        #expect(list.children.isEmpty)
        #expect(settings == nil)
        #expect(coordinator.children.isEmpty)
    }

    @Test func startingTheSameChildTwiceKeepsOneEntry() {
        // Given
        let navigator = RecordingNavigator()
        let coordinator = ExampleCoordinator(navigator: navigator)
        let child = ListCoordinator(navigator: navigator, list: ExampleListModel(name: "crew"))

        // When
        coordinator.startChild(child)
        coordinator.startChild(child)

        // Then: the second call found it running, so its screen was shown once.
        #expect(coordinator.children.count == 1)
        #expect(navigator.calls == [.push(.list(ExampleListModel(name: "crew")), animated: true)])
    }

    @Test func aRunningChildStartedByAnotherParentMovesWithoutStartingAgain() {
        // Given
        let navigator = RecordingNavigator()
        let first = ExampleCoordinator(navigator: navigator)
        let second = ExampleCoordinator(navigator: navigator)
        let child = ListCoordinator(navigator: navigator, list: ExampleListModel(name: "crew"))
        first.startChild(child)

        // When
        second.startChild(child)

        // Then: it moved, and its screen is on the stack once.
        #expect(first.children.isEmpty)
        #expect(second.children.contains(child))
        #expect(child.parentCoordinator === second)
        #expect(navigator.calls == [.push(.list(ExampleListModel(name: "crew")), animated: true)])
    }

    @Test func aFinishedChildStartsAgainWhenRestarted() {
        // Given
        let navigator = RecordingNavigator()
        let coordinator = ExampleCoordinator(navigator: navigator)
        let child = coordinator.showList(ExampleListModel(name: "crew"))
        child.close()

        // When
        coordinator.startChild(child)

        // Then
        let list = AppRoute.list(ExampleListModel(name: "crew"))
        #expect(navigator.calls == [.push(list, animated: true), .pop(animated: true), .push(list, animated: true)])
        #expect(coordinator.children.contains(child))
    }

    @Test func finishingTheRootKeepsItUsable() {
        // Given
        let coordinator = ExampleCoordinator(navigator: StackNavigator<AppRoute>())
        coordinator.showList(ExampleListModel(name: "crew"))

        // When
        coordinator.finish()

        // Then
        #expect(coordinator.children.isEmpty)
        #expect(coordinator.parentCoordinator == nil)
        #expect(coordinator.finishedChildren == 1)
    }
}
