import SeedExamples
import TrellisPresentation

/// Publishes a marker and waits until it is delivered: every delivery scheduled before has run.
@MainActor
func settle(_ presenter: some Presenter) async -> Bool {
    let id = Int.random(in: 0 ..< .max)
    var delivered = false
    let token = presenter.viewModel { (marker: Marker) in
        if marker.id == id { delivered = true }
    }
    defer { token.cancel() }
    presenter.update(viewModel: Marker(id: id))
    return await eventually { delivered }
}
