import TrellisPresentation

/// The Clean Architecture framework's presenter: a plain final class, no base class.
final class MyPresenter: Presenter {
    let viewModels: ViewModels

    /// A presenter whose store delivers as `ViewModels()` decides; pass
    /// `ViewModels(deliversEveryValue: false)` to check what an app sees.
    init(viewModels: ViewModels = ViewModels()) {
        self.viewModels = viewModels
    }

    func newUser(name: String) {
        var viewModel = MyViewModel()
        viewModel.userName = name
        update(viewModel: viewModel)
    }
}
