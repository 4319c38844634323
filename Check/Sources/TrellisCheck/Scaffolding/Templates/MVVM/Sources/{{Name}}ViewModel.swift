import Observation
import Trellis

/// The {{name}} screen's state, loaded through `Load{{Name}}`; views bound to it are
/// told when it changes.
@Observable
@MainActor
final class {{Name}}ViewModel {
    private(set) var message = ""

    func load() {
        message = action(Load{{Name}}.self)
    }
}
