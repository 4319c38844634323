import LiveScreens
import Trellis

/// What the notes' views inherit from `UIViewController`: the platform's view controller, with
/// a place in a window, a `viewDidLoad()` and the controls the user taps. Each module's
/// `EntryPoint` is its `AnyView` and this, as in the notes.
///
/// It also keeps, weakly, the module it is the entry of, so the window can name every part of
/// the module on show for leak proofs; the view owns the module as before, through its presenter.
@MainActor
class EntryViewController: ViewController {
    /// The module's other parts, held weakly: `nil` once gone.
    private var module: [(role: String, object: () -> AnyObject?)] = []

    /// The view and the three other parts of its module still alive, named by role.
    override var parts: [(role: String, object: AnyObject)] {
        [("view", self)] + module.compactMap { part in part.object().map { (part.role, $0) } }
    }

    /// Remembers, weakly, the parts of `module`, whose view this is.
    fileprivate func enter<View, Interactor, Presenter, Router>(_ module: ViperModule<View, Interactor, Presenter, Router>) {
        self.module = [
            ("presenter", { [weak presenter = module.presenter] in presenter }),
            ("interactor", { [weak interactor = module.interactor] in interactor }),
            ("router", { [weak router = module.router] in router }),
        ]
    }
}

extension ViperModule where View: EntryViewController {
    /// The module's view, the one part a window holds, told the module's other parts.
    var entry: View {
        view.enter(self)
        return view
    }
}
