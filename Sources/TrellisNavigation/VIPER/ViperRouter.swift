/// The Router of a VIPER module: it creates the module and performs navigation for the
/// presenter, much like a coordinator.
///
/// ```swift
/// protocol AnyRouter: ViperRouter {}
///
/// final class UserRouter: AnyRouter {
///     weak var entry: (any AnyView)?            // weak: the view owns the module
///     weak var presenter: (any AnyPresenter)?   // weak: the presenter owns the router
///
///     static func start() -> ViperModule<UserViewController, UserInteractor, UserPresenter, UserRouter> {
///         .assemble(view: UserViewController(), interactor: UserInteractor(),
///                   presenter: UserPresenter(), router: UserRouter())
///     }
/// }
/// ```
///
/// > Important: Declare both `entry` and `presenter` **`weak`**. The presenter owns the router,
/// > and the view owns the presenter.
@MainActor
public protocol ViperRouter: AnyObject {
    /// How the router sees the entry view, usually an existential such as `any AnyView`.
    associatedtype ViewContract
    /// How the router sees the presenter, usually an existential such as `any AnyPresenter`.
    associatedtype PresenterContract

    /// The module's entry point, the view shown on screen; must be declared **`weak`**.
    var entry: ViewContract? { get set }

    /// The presenter that asks for navigation; must be declared **`weak`**.
    var presenter: PresenterContract? { get set }
}
