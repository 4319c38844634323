import Trellis

// The seed's MVVM-C coordinator, on a navigator that keeps the screens as data.

struct ExampleListModel: Hashable, Sendable {
    let name: String
}

enum AppRoute: Hashable, Sendable {
    case example
    case list(ExampleListModel)
    case settings
}

final class ExampleCoordinator: Coordinator {
    let children = CoordinatorChildren()
    let navigator: any Navigator<AppRoute>

    init(navigator: any Navigator<AppRoute>) {
        self.navigator = navigator
    }

    func start() {
        navigator.push(.example)
    }

    @discardableResult
    func showList(_ list: ExampleListModel) -> ListCoordinator {
        startChild(ListCoordinator(navigator: navigator, list: list))
    }
}

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

    func close() {
        navigator.pop()
        finish()
    }
}

/// A flow that keeps a closure capturing itself: a cycle no `finish()` breaks.
final class SelfCapturingCoordinator: Coordinator {
    let children = CoordinatorChildren()
    let navigator: any Navigator<AppRoute>
    private var onClose: (() -> Void)?

    init(navigator: any Navigator<AppRoute>) {
        self.navigator = navigator
    }

    func start() {
        navigator.present(.settings)
        onClose = { self.navigator.dismiss() }  // should capture [weak self]
    }
}
