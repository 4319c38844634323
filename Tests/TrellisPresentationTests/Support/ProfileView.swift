import TrellisPresentation

/// A fake view of any toolkit: it owns its presenter and forwards its lifecycle.
@MainActor
final class ProfileView {
    let presenter = ProfilePresenter()
    let lifecycle = ViewLifecycle()
    var title: String?

    init() {
        lifecycle.add(presenter)
        presenter.viewModel(owner: self) { (view: ProfileView, viewModel: MyViewModel) in
            view.title = viewModel.userName
        }
    }

    // The toolkit's hooks.
    func viewDidLoad() { lifecycle.send(.didLoad) }
    func viewWillAppear() { lifecycle.send(.willAppear) }
    func viewDidAppear() { lifecycle.send(.didAppear) }
    func viewWillDisappear() { lifecycle.send(.willDisappear) }
    func viewDidDisappear() { lifecycle.send(.didDisappear) }
}
