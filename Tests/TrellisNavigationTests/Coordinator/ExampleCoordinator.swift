import TrellisNavigation

/// The seed's coordinator, on a platform-neutral navigator.
final class ExampleCoordinator: Coordinator {
    let children = CoordinatorChildren()
    let navigator: any Navigator<AppRoute>
    private(set) var finishedChildren = 0

    init(navigator: any Navigator<AppRoute>) {
        self.navigator = navigator
    }

    func start() {
        navigator.push(.example, animated: true)
    }

    func showList(_ list: ExampleListModel) {
        startChild(ListCoordinator(navigator: navigator, list: list))
    }

    func childDidFinish(_ child: any Coordinator) {
        finishedChildren += 1
    }
}

/// The child flow the seed's `showList(_:)` starts.
final class ListCoordinator: Coordinator {
    let children = CoordinatorChildren()
    let navigator: any Navigator<AppRoute>
    let list: ExampleListModel

    init(navigator: any Navigator<AppRoute>, list: ExampleListModel) {
        self.navigator = navigator
        self.list = list
    }

    func start() {
        navigator.push(.list(list))
    }

    func showSettings() {
        startChild(SettingsCoordinator(navigator: navigator))
    }

    func close() {
        navigator.pop()
        finish()
    }
}

/// A modal flow started from the list.
final class SettingsCoordinator: Coordinator {
    let children = CoordinatorChildren()
    let navigator: any Navigator<AppRoute>

    init(navigator: any Navigator<AppRoute>) {
        self.navigator = navigator
    }

    func start() {
        navigator.present(.settings)
    }

    func close() {
        navigator.dismiss()
        finish()
    }
}
