/// The Interactor of a VIPER module: it fetches and changes data, and reports results to the
/// presenter as plain values, never as entities.
///
/// ```swift
/// protocol AnyInteractor: ViperInteractor {
///     func getUsers()
/// }
///
/// final class UserInteractor: AnyInteractor {
///     @Injected(\.usersRepository) var usersRepository: any UsersRepository
///     weak var presenter: (any AnyPresenter)?   // weak: the presenter owns the interactor
///     …
/// }
/// ```
///
/// > Important: Declare `presenter` **`weak`**. The presenter owns the interactor; a strong
/// > reference back would keep the whole module alive forever.
@MainActor
public protocol ViperInteractor: AnyObject {
    /// How the interactor sees its presenter, usually an existential such as `any AnyPresenter`.
    associatedtype PresenterContract

    /// The presenter to report to; must be declared **`weak`**.
    var presenter: PresenterContract? { get set }
}
