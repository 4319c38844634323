import Trellis

/// The {{name}} view: shows its view model and nothing else. With SwiftUI it is a `View`
/// whose `body` reads `viewModel.message`.
@MainActor
final class {{Name}}View {
    let viewModel: {{Name}}ViewModel

    init(viewModel: {{Name}}ViewModel) {
        self.viewModel = viewModel
    }

    var text: String {
        viewModel.message
    }
}
