import LiveScreens
import Trellis

/// What the notes' views inherit from `UIViewController`: the platform's view controller, with
/// a place in a window, a `viewDidLoad()` and the controls the user taps. Each module's
/// `EntryPoint` is its `AnyView` and this, as in the notes.
///
/// An entry view also keeps, weakly, the other parts of the module it is the entry of
/// (``ModuleParts``), so the window can name every part of the module on show for leak proofs;
/// the view owns the module as before, through its presenter.
@MainActor
protocol EntryView: ViewController {
    /// The module's other parts, held weakly; set when a window is given the module.
    var module: ModuleParts { get set }
}

extension EntryView {
    /// The view and the three other parts of its module still alive, named by role.
    var parts: [ScreenPart] {
        [ScreenPart("view", self)] + module.alive
    }
}

/// The presenter, interactor and router of a module, held weakly: `nil` once gone.
@MainActor
struct ModuleParts {
    private var parts: [(role: String, object: () -> AnyObject?)] = []

    /// No parts yet.
    init() {}

    /// The parts of `module` but its view.
    init<View, Interactor, Presenter, Router>(_ module: ViperModule<View, Interactor, Presenter, Router>) {
        parts = [
            ("presenter", { [weak presenter = module.presenter] in presenter }),
            ("interactor", { [weak interactor = module.interactor] in interactor }),
            ("router", { [weak router = module.router] in router }),
        ]
    }

    /// The parts still alive, named by role.
    var alive: [ScreenPart] {
        parts.compactMap { part in part.object().map { ScreenPart(part.role, $0) } }
    }
}

extension ViperModule where View: EntryView {
    /// The module's view, the one part a window holds, told the module's other parts.
    var entry: View {
        view.module = ModuleParts(self)
        return view
    }
}
