import TrellisLeaks

/// A wired VIPER module: the view that owns it, and weak references to the parts it owns.
///
/// ``assemble(view:interactor:presenter:router:file:line:)`` sets the seven references between the four
/// roles. Ownership then runs one way, so releasing the view releases everything:
///
/// ```
/// whoever shows the screen ──▶ view ──▶ presenter ──▶ interactor
///                                          │    ╲
///                                          │     ╲──▶ router
///           weak: presenter ⇢ view, interactor ⇢ presenter,
///                 router ⇢ view (entry), router ⇢ presenter
/// ```
///
/// ```swift
/// let module = ViperModule.assemble(
///     view: UserViewController(),
///     interactor: UserInteractor(),
///     presenter: UserPresenter(),
///     router: UserRouter()
/// )
/// window.rootViewController = module.view
/// ```
///
/// When the module leaves the screen, ``detach(file:line:)`` asks the leak detector to check,
/// in debug builds, that all four parts go with it.
@MainActor
public struct ViperModule<
    View: ViperView,
    Interactor: ViperInteractor,
    Presenter: ViperPresenter,
    Router: ViperRouter
> {
    /// The entry point, held strongly: keep it (show it) to keep the module alive.
    public let view: View

    /// The presenter, owned by ``view``.
    public private(set) weak var presenter: Presenter?

    /// The interactor, owned by ``presenter``.
    public private(set) weak var interactor: Interactor?

    /// The router, owned by ``presenter``.
    public private(set) weak var router: Router?

    // MARK: - Assembly

    /// Wires the four roles of a module together, in the order the original pattern does.
    ///
    /// ```swift
    /// static func start() -> ViperModule<UserViewController, UserInteractor, UserPresenter, UserRouter> {
    ///     .assemble(view: UserViewController(), interactor: UserInteractor(),
    ///               presenter: UserPresenter(), router: UserRouter())
    /// }
    /// ```
    ///
    /// The presenter's interactor is set last, so a `didSet` on it that starts loading finds
    /// the view and the router already in place.
    ///
    /// Each role sees the others through the types its properties declare (for example
    /// `(any AnyPresenter)?`). If a part cannot be stored in a property — say the presenter does
    /// not conform to the view's presenter protocol — assembly stops, in every build
    /// configuration, with a message naming the caller's line, the property, both types and
    /// the fix.
    ///
    /// - Parameters:
    ///   - view: The entry point; it will own the presenter.
    ///   - interactor: Fetches data; owned by the presenter.
    ///   - presenter: Links the others; owned by the view.
    ///   - router: Navigates; owned by the presenter.
    ///   - file: The caller's file, named if the parts do not fit together.
    ///   - line: The caller's line, named with `file`.
    /// - Returns: The module, holding only `view` strongly.
    public static func assemble(
        view: View,
        interactor: Interactor,
        presenter: Presenter,
        router: Router,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> ViperModule {
        func link<Part, Reference>(
            _ part: Part,
            to _: Reference.Type,
            as property: @autoclosure () -> String
        ) -> Reference {
            guard let linked = part as? Reference else {
                mismatch(part: Part.self, reference: Reference.self, property: property(), file: file, line: line)
            }
            return linked
        }
        view.presenter = link(presenter, to: View.PresenterContract.self, as: "\(View.self).presenter")
        interactor.presenter = link(presenter, to: Interactor.PresenterContract.self, as: "\(Interactor.self).presenter")
        presenter.router = link(router, to: Presenter.RouterContract.self, as: "\(Presenter.self).router")
        presenter.view = link(view, to: Presenter.ViewContract.self, as: "\(Presenter.self).view")
        router.entry = link(view, to: Router.ViewContract.self, as: "\(Router.self).entry")
        router.presenter = link(presenter, to: Router.PresenterContract.self, as: "\(Router.self).presenter")
        presenter.interactor = link(interactor, to: Presenter.InteractorContract.self, as: "\(Presenter.self).interactor")
        return ViperModule(view: view, presenter: presenter, interactor: interactor, router: router)
    }

    // MARK: - Leaving the screen

    /// Says that the module left the screen, so that in a debug build each of its parts still
    /// alive after the leak detector's grace period is reported, naming the caller's line.
    ///
    /// ```swift
    /// var module = UserRouter.start()
    /// // … the user goes back:
    /// module.detach()
    /// module = UserRouter.start()
    /// ```
    ///
    /// Call it where the module stops being shown — its view taken out of the window or popped
    /// off a navigation stack — just before you let it go. It changes nothing in the module and
    /// holds none of its parts: the module goes, as always, with the last reference to its
    /// view. What it adds is a check: the view, the presenter, the interactor and the router
    /// are handed to the current `LeakDetector`, which (once the app turned it on) reports any
    /// that something still holds — a back reference declared strong, or a closure the
    /// presenter keeps that captures the view. A release build compiles the call to nothing.
    ///
    /// - Parameters:
    ///   - file: The caller's file, named in the report of a part that stays alive.
    ///   - line: The caller's line, named with `file`.
    public func detach(file: StaticString = #fileID, line: UInt = #line) {
        #if DEBUG
            let detector = LeakDetector.current
            guard detector.isEnabled else { return }
            let parts: [AnyObject?] = [view, presenter, interactor, router]
            for case let part? in parts {
                detector.expectDeallocation(of: part, dismissedAt: file, line: line)
            }
        #endif
    }

    // MARK: - Internal

    private init(view: View, presenter: Presenter, interactor: Interactor, router: Router) {
        self.view = view
        self.presenter = presenter
        self.interactor = interactor
        self.router = router
    }

    /// Stops assembly: `property`, of type `Reference`, cannot hold the `Part` it was given.
    private static func mismatch<Part, Reference>(
        part: Part.Type,
        reference: Reference.Type,
        property: String,
        file: StaticString,
        line: UInt
    ) -> Never {
        fatalError("""
            Trellis: cannot assemble the VIPER module: \(property) holds \(Reference.self), \
            and \(Part.self) is not one. Make \(Part.self) conform to \(Reference.self), or \
            declare \(property) with a type that \(Part.self) has.
            """, file: file, line: line)
    }
}
