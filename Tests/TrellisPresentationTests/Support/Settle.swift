import SeedExamples
import TrellisPresentation

/// Publishes a marker and waits until it is delivered: every delivery scheduled before has run.
@MainActor
func settle(_ store: ViewModels) async -> Bool {
    let id = Int.random(in: 0 ..< .max)
    var delivered = false
    let token = store.viewModel { (marker: Marker) in
        if marker.id == id { delivered = true }
    }
    defer { token.cancel() }
    store.update(viewModel: Marker(id: id))
    return await eventually { delivered }
}

/// Waits until every delivery the presenter scheduled before has run.
@MainActor
func settle(_ presenter: some Presenter) async -> Bool {
    await settle(presenter.viewModels)
}
