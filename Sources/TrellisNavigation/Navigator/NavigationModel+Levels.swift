// MARK: - Levels

/// The model seen one level at a time, as nested SwiftUI stacks bind it: level 0 is the root
/// stack, level `n` the `n`th presented stack. Each level has a path (its pushed routes), may
/// have a stack presented over it, and shows the alert if it is the topmost.
///
/// These subscripts are what `NavigationHost` binds through key paths; they are written so
/// that a late write from a level that is already gone changes nothing.
extension NavigationModel {
    /// The pushed routes of the stack at `level`: ``path`` at level 0; at a presented level,
    /// the routes after its presented screen. A level that does not exist reads as empty and
    /// ignores writes.
    subscript(pathAt level: Int) -> [Route] {
        get {
            guard level > 0 else { return state.stack.routes }
            guard level <= state.stack.presented.count else { return [] }
            return Array(state.stack.presented[level - 1].dropFirst())
        }
        set {
            guard level > 0 else {
                state.stack.routes = newValue
                return
            }
            guard level <= state.stack.presented.count, !state.stack.presented[level - 1].isEmpty else { return }
            state.stack.presented[level - 1].replaceSubrange(1..., with: newValue)
        }
    }

    /// The route presented over `level` if it is shown in `style` (`nil` matches either style).
    ///
    /// Writing `nil` dismisses that stack and all over it, if it has that style; writing a route
    /// presents it over `level` in `style` (a sheet when `style` is `nil`) instead of whatever
    /// was presented there.
    subscript(presentedOver level: Int, style style: ModalStyle?) -> PresentedRoute<Route>? {
        get {
            guard level >= 0, level < state.stack.presented.count else { return nil }
            guard style == nil || state.modalStyles[level] == style else { return nil }
            return state.stack.presented[level].first.map(PresentedRoute.init)
        }
        set {
            guard level >= 0, level <= state.stack.presented.count else { return }
            if let presented = newValue {
                state.dismiss(from: level)
                state.present(presented.route, as: style ?? .sheet)
            } else if level < state.stack.presented.count, style == nil || state.modalStyles[level] == style {
                state.dismiss(from: level)
            }
        }
    }

    /// Whether the alert shows at `level`: there is one, and `level` is the topmost.
    ///
    /// Writing `false` at the topmost level closes it; other writes change nothing.
    subscript(alertShownAt level: Int) -> Bool {
        get { state.alert != nil && level == state.stack.presented.count }
        set {
            guard !newValue, level == state.stack.presented.count else { return }
            state.alert = nil
        }
    }
}

/// A presented route as SwiftUI's `sheet(item:)` takes it: identified by the route itself, so
/// presenting another route replaces the sheet.
struct PresentedRoute<Route> {
    let route: Route
}

extension PresentedRoute: Identifiable where Route: Hashable {
    var id: Route { route }
}
