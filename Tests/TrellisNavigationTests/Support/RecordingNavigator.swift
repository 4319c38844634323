import ArticleExamples
import TrellisNavigation

/// A navigator that only remembers what it was asked, including `animated`.
final class RecordingNavigator: Navigator {
    enum Call: Equatable {
        case push(AppRoute, animated: Bool)
        case pop(animated: Bool)
        case present(AppRoute, animated: Bool)
        case dismiss(animated: Bool)
        case replaceStack(RouteStack<AppRoute>, animated: Bool)
    }

    private(set) var calls: [Call] = []

    func push(_ route: AppRoute, animated: Bool) { calls.append(.push(route, animated: animated)) }
    func pop(animated: Bool) { calls.append(.pop(animated: animated)) }
    func present(_ route: AppRoute, animated: Bool) { calls.append(.present(route, animated: animated)) }
    func dismiss(animated: Bool) { calls.append(.dismiss(animated: animated)) }
    func replaceStack(with stack: RouteStack<AppRoute>, animated: Bool) { calls.append(.replaceStack(stack, animated: animated)) }
}
