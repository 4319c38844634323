import Trellis

/// What the {{name}} screen asks of its interaction.
@MainActor
protocol {{Name}}Interacting: AnyObject {
    func use(_ view: any {{Name}}Rendering)
    func didAppear()
}

/// Reacts to the {{name}} screen: loads what it shows and renders it into the view,
/// which it holds weakly.
@MainActor
final class {{Name}}Interaction: {{Name}}Interacting {
    private var view = WeakRendering<{{Name}}Renderable>()

    func use(_ view: any {{Name}}Rendering) {
        self.view.use(view)
    }

    func didAppear() {
        view.render({{Name}}Renderable(message: action(Load{{Name}}.self)))
    }
}
