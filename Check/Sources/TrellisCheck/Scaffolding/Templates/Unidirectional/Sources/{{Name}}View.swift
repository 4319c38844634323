/// The {{name}} view: sends what happens on screen to its model, then draws the model's state,
/// whole, when it changed; it never changes the state itself. With SwiftUI it is a `View` whose
/// `body` reads `model.state` and whose `.task` sends `.appeared`.
@MainActor
final class {{Name}}View {
    let model: {{Name}}Model
    private let draw: @MainActor ({{Name}}Model.State) -> Void
    /// The state last drawn, so an action that changes nothing draws nothing.
    private var drawn: {{Name}}Model.State?

    init(model: {{Name}}Model = {{Name}}Model(), draw: @escaping @MainActor ({{Name}}Model.State) -> Void) {
        self.model = model
        self.draw = draw
    }

    func send(_ action: {{Name}}Model.Action) {
        model.send(action)
        guard model.state != drawn else { return }
        drawn = model.state
        draw(model.state)
    }
}
