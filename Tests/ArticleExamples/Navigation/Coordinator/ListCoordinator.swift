public import TrellisNavigation

/// The child flow the iOS Architecture Patterns notes' `showList(_:)` starts.
public final class ListCoordinator: Coordinator {
    public let children = CoordinatorChildren()
    public let navigator: any Navigator<AppRoute>
    public let list: ExampleListModel

    public init(navigator: any Navigator<AppRoute>, list: ExampleListModel) {
        self.navigator = navigator
        self.list = list
    }

    public func start() {
        navigator.push(.list(list))
    }

    public func showSettings() {
        startChild(SettingsCoordinator(navigator: navigator))
    }

    public func close() {
        navigator.pop()
        finish()
    }
}
