import TrellisPresentation

/// A main-actor presenter that loads its screen when the view loads, and remembers the
/// lifecycle it saw.
@MainActor
final class ProfilePresenter: Presenter {
    let viewModels = ViewModels()
    private(set) var events: [ViewLifecycleEvent] = []

    private func loadProfile() {
        update(viewModel: MyViewModel(userName: "Dave Bowman", buttonEnabled: true))
    }
}

extension ProfilePresenter: ViewLifecycleObserving {
    func viewDidLoad() {
        events.append(.didLoad)
        loadProfile()
    }

    func viewWillAppear() { events.append(.willAppear) }
    func viewDidAppear() { events.append(.didAppear) }
    func viewWillDisappear() { events.append(.willDisappear) }
    func viewDidDisappear() { events.append(.didDisappear) }
}

/// Implements only one moment; the others keep their empty defaults.
final class AppearanceCounter: ViewLifecycleObserving {
    private(set) var appearances = 0

    func viewDidAppear() { appearances += 1 }
}
