public import TrellisNavigation

/// The iOS Architecture Patterns notes' MVVM-C coordinator, on a platform-neutral navigator.
public final class ExampleCoordinator: Coordinator {
    public let children = CoordinatorChildren()
    public let navigator: any Navigator<AppRoute>
    public private(set) var finishedChildren = 0

    public init(navigator: any Navigator<AppRoute>) {
        self.navigator = navigator
    }

    public func start() {
        navigator.push(.example, animated: true)
    }

    @discardableResult
    public func showList(_ list: ExampleListModel) -> ListCoordinator {
        startChild(ListCoordinator(navigator: navigator, list: list))
    }

    public func childDidFinish(_ child: any Coordinator) {
        finishedChildren += 1
    }
}
