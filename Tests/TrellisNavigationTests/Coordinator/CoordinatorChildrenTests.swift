import ArticleExamples
import Testing
import TrellisNavigation

@MainActor
struct CoordinatorChildrenTests {
    @Test func startsEmptyWithoutAParent() {
        // Given / When
        let children = CoordinatorChildren()

        // Then
        #expect(children.isEmpty)
        #expect(children.count == 0)
        #expect(children.parent == nil)
    }

    @Test func keepsChildrenInTheOrderTheyStarted() {
        // Given
        let navigator = RecordingNavigator()
        let coordinator = ExampleCoordinator(navigator: navigator)

        // When
        coordinator.showList(ExampleListModel(name: "first"))
        coordinator.showList(ExampleListModel(name: "second"))

        // Then
        let names = coordinator.children.coordinators.compactMap { ($0 as? ListCoordinator)?.list.name }
        #expect(names == ["first", "second"])
    }
}
