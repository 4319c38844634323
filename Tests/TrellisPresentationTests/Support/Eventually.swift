import TrellisPresentation

/// Lets the main actor run pending work until `condition` holds, or gives up after a bounded
/// number of turns; returns whether it holds.
@MainActor
func eventually(_ condition: @MainActor () -> Bool) async -> Bool {
    var turns = 0
    while !condition(), turns < 100_000 {
        await Task.yield()
        turns += 1
    }
    return condition()
}

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
