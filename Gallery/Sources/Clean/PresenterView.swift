import LiveScreens
import Trellis

/// A view with its presenter: the framework's `View<MyPresenter>`, a view controller
/// specialised with the presenter it creates and listens to. The presenter goes when the view
/// goes.
///
/// A presenter's listeners run on the main actor soon after it publishes, not during the call,
/// which is all a phone screen needs. A page is read when the module returns (the first
/// response, a form post, each step of a test), so a view has rendered only once what its
/// presenter published was delivered.
@MainActor
protocol PresenterView: ViewController {
    associatedtype ViewPresenter: Presenter
    /// The presenter the view created and listens to.
    var presenter: ViewPresenter { get }
}

extension PresenterView {
    /// Awaits the delivery of what the presenter published, by a tap or by itself (a count
    /// made after another tab's like, or as the time went by).
    func rendered() async {
        await presenter.viewModels.delivered()
    }

    /// The view, its presenter and the presenter's store, named, for leak proofs.
    var parts: [ScreenPart] {
        [
            ScreenPart("view", self),
            ScreenPart("presenter", presenter),
            ScreenPart("viewModels", presenter.viewModels),
        ]
    }
}
