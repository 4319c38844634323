/// The Presenter of a VIPER module: the link between the others. It handles the view's events,
/// asks the interactor for data, tells the view what to show, and asks the router to navigate.
///
/// ```swift
/// protocol AnyPresenter: ViperPresenter {
///     func interactorDidFetchUsers(with result: Result<[User], any Error>)
/// }
///
/// final class UserPresenter: AnyPresenter {
///     weak var view: (any AnyView)?                 // weak: the view owns the presenter
///     var router: (any AnyRouter)?                  // strong
///     var interactor: (any AnyInteractor)? {        // strong
///         didSet { interactor?.getUsers() }
///     }
///     …
/// }
/// ```
///
/// > Important: Declare `view` **`weak`**; `interactor` and `router` are strong, because the
/// > presenter is what keeps them alive.
@MainActor
public protocol ViperPresenter: AnyObject {
    /// How the presenter sees the view, usually an existential such as `any AnyView`.
    ///
    /// The contracts are named apart from the roles, so that inside a presenter `View` and
    /// `Presenter` still mean what the app imports (SwiftUI's `View`, the kit's `Presenter`).
    associatedtype ViewContract
    /// How the presenter sees the interactor, usually an existential such as `any AnyInteractor`.
    associatedtype InteractorContract
    /// How the presenter sees the router, usually an existential such as `any AnyRouter`.
    associatedtype RouterContract

    /// The view to update; must be declared **`weak`**.
    var view: ViewContract? { get set }

    /// The interactor, held **strongly**. ``ViperModule/assemble(view:interactor:presenter:router:file:line:)``
    /// sets it last, so a `didSet` that starts work sees a fully wired module.
    var interactor: InteractorContract? { get set }

    /// The router, held **strongly**.
    var router: RouterContract? { get set }
}
