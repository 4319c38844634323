import ArticleExamples
import Trellis

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
