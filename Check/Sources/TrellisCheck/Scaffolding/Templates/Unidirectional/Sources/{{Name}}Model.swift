import Observation
import Trellis

/// The {{name}} screen's model: its whole state in one value, changed only by the actions sent
/// to ``send(_:)``, as a reducer would. It knows no view.
@Observable
@MainActor
final class {{Name}}Model {
    /// Everything the {{name}} screen shows.
    struct State: Equatable {
        var message = ""
    }

    /// Everything that can happen to the {{name}} screen.
    enum Action {
        case appeared
    }

    private(set) var state = State()

    /// Runs `action`: the one place the state changes. `Load{{Name}}.perform()` calls the kit's
    /// action, a spelling the parameter named `action` cannot hide.
    func send(_ action: Action) {
        switch action {
        case .appeared:
            state.message = Load{{Name}}.perform()
        }
    }
}
