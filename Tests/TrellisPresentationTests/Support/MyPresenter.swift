import TrellisPresentation

/// The seed's presenter: a plain final class, no base class.
final class MyPresenter: Presenter {
    let viewModels = ViewModels()

    func newUser(name: String) {
        var viewModel = MyViewModel()
        viewModel.userName = name
        update(viewModel: viewModel)
    }
}
