import TrellisPresentation

/// The Clean Architecture framework's view, without UIKit: it owns its presenter and shows the user name as title.
@MainActor
final class MyView {
    let presenter: MyPresenter
    var title: String?

    init(presenter: MyPresenter = MyPresenter()) {
        self.presenter = presenter
    }

    func listenToUpdates() {
        presenter.viewModel { [weak self] (viewModel: MyViewModel) in
            self?.title = viewModel.userName
        }
    }

    func listenToUpdatesWithoutWeakSelf() {
        presenter.viewModel(owner: self) { (view: MyView, viewModel: MyViewModel) in
            view.title = viewModel.userName
        }
    }
}
