import Trellis

/// Turns what `Load{{Name}}` answers into the {{name}} view model; it knows nothing of the
/// view, which listens on the main actor.
final class {{Name}}Presenter: Presenter {
    let viewModels = ViewModels()

    func load() {
        update(viewModel: {{Name}}ViewModel(message: action(Load{{Name}}.self)))
    }
}
