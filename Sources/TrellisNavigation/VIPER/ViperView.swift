/// The View of a VIPER module: it shows what the presenter tells it and forwards the user's
/// actions to it.
///
/// The view is the module's entry point: whoever shows the screen holds the view, and the view
/// holds the rest of the module through its presenter.
///
/// ```swift
/// protocol AnyView: ViperView {
///     func update(with users: [User])
///     func update(with error: String)
/// }
///
/// final class UserViewController: UIViewController, AnyView {
///     var presenter: (any AnyPresenter)?   // strong: the view owns the module
///     …
/// }
/// ```
///
/// > Important: `presenter` is the one **strong** reference out of the view.
@MainActor
public protocol ViperView: AnyObject {
    /// How the view sees its presenter, usually an existential such as `any AnyPresenter`.
    ///
    /// Named for the contract rather than the role, so that inside a view `Presenter` still
    /// means the kit's `Presenter` protocol (or any type of the app's with that name).
    associatedtype PresenterContract

    /// The presenter, held **strongly**.
    var presenter: PresenterContract? { get set }
}
