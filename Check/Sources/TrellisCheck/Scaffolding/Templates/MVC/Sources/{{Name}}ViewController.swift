import Trellis

/// Apple's MVC: the {{name}} controller owns its view and reads the model — here
/// through `Load{{Name}}` — then tells the view what to show.
@MainActor
final class {{Name}}ViewController {
    let view: {{Name}}View

    init(view: {{Name}}View) {
        self.view = view
    }

    func viewDidLoad() {
        view.display(action(Load{{Name}}.self))
    }
}
