public import Observation

/// The navigation of a SwiftUI app as observable state: the ``RouteStack`` that coordinators
/// drive as a ``Navigator``, how each modal stack is shown, and an alert.
///
/// ``path`` is the stack's pushed routes, so it binds straight to
/// `NavigationStack(path: $model.path)`; ``sheet``, ``fullScreenCover`` and ``alert`` bind to
/// SwiftUI's modifiers the same way, and `NavigationHost` binds them all, modal stacks included.
/// When the user goes back or swipes a sheet down, SwiftUI writes the binding and the stack
/// follows. Tests drive the same model without a screen:
///
/// ```swift
/// let model = NavigationModel<AppRoute>()
/// let coordinator = ExampleCoordinator(navigator: model)
/// coordinator.start()
/// #expect(model.path == [.example])
///
/// model.path = []  // the user went back
/// #expect(model.stack.routes.isEmpty)
/// ```
///
/// Every operation changes the model in one step, so an observer — a SwiftUI view, a
/// `withObservationTracking` closure — sees each one once: ``replaceStack(with:animated:)``
/// opens a deep link of five screens as one change, not five. A value has nothing to animate:
/// `animated` is ignored, and SwiftUI animates the change as it animates its own state.
@MainActor
@Observable
public final class NavigationModel<Route> {
    /// The screens, the style of each presented stack and the alert, kept in one value so each
    /// operation is one change. Internal rather than private for the levels that
    /// `NavigationModel+Levels.swift` reads and writes.
    var state: State

    /// A model showing `stack`, its presented stacks as sheets.
    ///
    /// ```swift
    /// let model = NavigationModel(try RouteStack<AppRoute>(path: "/users/42/photos"))
    /// ```
    ///
    /// - Parameter stack: The screens to start with; empty by default.
    public init(_ stack: RouteStack<Route> = RouteStack<Route>()) {
        state = State(stack: stack)
    }

    // MARK: - Reading

    /// The screens now: the pushed routes and the modally presented stacks.
    ///
    /// Change it with the ``Navigator`` methods, ``replaceStack(with:animated:)`` or the
    /// bindings (``path``, ``sheet``, ``fullScreenCover``), which keep ``modalStyles`` beside it.
    public var stack: RouteStack<Route> {
        state.stack
    }

    /// How each of the stack's presented stacks is shown, lowest first: one style per stack in
    /// `stack.presented`.
    public var modalStyles: [ModalStyle] {
        state.modalStyles
    }

    // MARK: - SwiftUI bindings

    /// The pushed routes, from the first pushed to the visible one: bind it to
    /// `NavigationStack(path: $model.path)`.
    ///
    /// Setting it replaces the pushed routes, as SwiftUI does when the user goes back; the
    /// presented stacks stay.
    public var path: [Route] {
        get { state.stack.routes }
        set { state.stack.routes = newValue }
    }

    /// The route presented over the root stack as a sheet, or `nil`.
    ///
    /// Setting `nil` — as SwiftUI does when the user swipes the sheet down — dismisses it and
    /// everything presented over it; setting a route presents it as a sheet instead of whatever
    /// was presented.
    public var sheet: Route? {
        get { self[presentedOver: 0, style: .sheet]?.route }
        set { self[presentedOver: 0, style: .sheet] = newValue.map(PresentedRoute.init) }
    }

    /// The route presented over the root stack as a full-screen cover, or `nil`.
    ///
    /// Setting `nil` dismisses it and everything presented over it; setting a route presents it
    /// as a cover instead of whatever was presented.
    public var fullScreenCover: Route? {
        get { self[presentedOver: 0, style: .fullScreenCover]?.route }
        set { self[presentedOver: 0, style: .fullScreenCover] = newValue.map(PresentedRoute.init) }
    }

    /// The alert shown over the topmost screen, or `nil`; SwiftUI sets it to `nil` when the
    /// user taps one of its buttons.
    ///
    /// ```swift
    /// model.alert = AlertState(title: "You are offline")
    /// ```
    public var alert: AlertState? {
        get { state.alert }
        set { state.alert = newValue }
    }

    // MARK: - Presenting

    /// Presents `route` modally, over everything, as the start of a new stack shown in `style`.
    ///
    /// ```swift
    /// model.present(.onboarding, as: .fullScreenCover)
    /// ```
    ///
    /// ``Navigator/present(_:animated:)`` presents a sheet; routes pushed afterwards go into the
    /// new stack, as in a ``RouteStack``.
    ///
    /// - Parameters:
    ///   - route: The screen to present.
    ///   - style: How the new stack is shown.
    ///   - animated: Ignored: SwiftUI animates the change.
    public func present(_ route: Route, as style: ModalStyle, animated: Bool = true) {
        state.present(route, as: style)
    }
}

// MARK: - Navigator

extension NavigationModel: Navigator {
    /// Pushes `route` onto the topmost stack: ``path``, or the topmost presented stack.
    public func push(_ route: Route, animated: Bool) {
        state.stack.push(route)
    }

    /// Pops the visible pushed route of the topmost stack; a presented screen stays.
    public func pop(animated: Bool) {
        state.stack.pop()
    }

    /// Presents `route` as a sheet.
    public func present(_ route: Route, animated: Bool) {
        state.present(route, as: .sheet)
    }

    /// Dismisses the topmost modal stack.
    public func dismiss(animated: Bool) {
        state.dismiss(from: state.stack.presented.count - 1)
    }

    /// Shows `stack` in one change, its presented stacks as sheets, and closes any alert,
    /// which asked about the screens it replaces.
    public func replaceStack(with stack: RouteStack<Route>, animated: Bool) {
        state = State(stack: stack)
    }
}

// MARK: - Internal

extension NavigationModel {
    /// The model's stored value: the stack, a style for each of its presented stacks, and the
    /// alert.
    struct State {
        var stack: RouteStack<Route>
        var modalStyles: [ModalStyle]
        var alert: AlertState?

        /// `stack` with its presented stacks as sheets and no alert.
        init(stack: RouteStack<Route>) {
            self.stack = stack
            modalStyles = Array(repeating: .sheet, count: stack.presented.count)
            alert = nil
        }

        mutating func present(_ route: Route, as style: ModalStyle) {
            stack.present(route)
            modalStyles.append(style)
        }

        /// Closes the presented stack at `index` and every one over it; does nothing if there
        /// is none at `index`.
        mutating func dismiss(from index: Int) {
            guard index >= 0, index < stack.presented.count else { return }
            stack.presented.removeSubrange(index...)
            modalStyles.removeSubrange(index...)
        }
    }
}
