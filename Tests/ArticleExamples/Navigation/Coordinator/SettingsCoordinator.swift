public import TrellisNavigation

/// A modal flow started from the list.
public final class SettingsCoordinator: Coordinator {
    public let children = CoordinatorChildren()
    public let navigator: any Navigator<AppRoute>

    public init(navigator: any Navigator<AppRoute>) {
        self.navigator = navigator
    }

    public func start() {
        navigator.present(.settings)
    }

    public func close() {
        navigator.dismiss()
        finish()
    }
}
