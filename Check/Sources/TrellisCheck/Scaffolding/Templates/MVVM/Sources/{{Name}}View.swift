import Observation

/// The {{name}} view: bound to its view model, it shows the message whenever it
/// changes. With SwiftUI it is a `View` whose `body` reads `viewModel.message`.
@MainActor
final class {{Name}}View {
    let viewModel: {{Name}}ViewModel
    private let show: @MainActor (String) -> Void

    init(viewModel: {{Name}}ViewModel, show: @escaping @MainActor (String) -> Void) {
        self.viewModel = viewModel
        self.show = show
    }

    /// Shows the message now, and again after each change.
    func bind() {
        let message = withObservationTracking {
            viewModel.message
        } onChange: { [weak self] in
            Task { @MainActor in self?.bind() }
        }
        show(message)
    }
}
