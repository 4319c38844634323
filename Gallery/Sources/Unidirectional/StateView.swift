import LiveScreens
import Observation

/// A screen's view: it sends the screen's actions to its model, and draws the model's state
/// whenever it changed — after a tap, at once; after a change the model made by itself (a like
/// in another tab, the time going by), on the main actor's next turn, or when the page is read.
///
/// It holds the model; the model knows no view.
@MainActor
final class StateView<Model: ScreenModel>: ViewController {
    let page: LivePage
    let location: GalleryLocation
    let model: Model
    /// Whether the model tells the view about its next change.
    private var isWatching = false

    init(page: LivePage, location: GalleryLocation, model: Model) {
        self.model = model
        self.page = page
        self.location = location
    }

    func viewDidLoad() async throws {
        defer { draw() }
        try await model.send(Model.appeared)
    }

    func handle(_ event: ScreenEvent) async throws {
        guard let action = Model.action(for: event) else { return try await follow(event) }
        defer { draw() }
        try await model.send(action)
    }

    func rendered() async {
        draw()
    }

    var parts: [ScreenPart] {
        [ScreenPart("view", self), ScreenPart("model", model)]
    }

    /// Draws the state, and watches it for the next change.
    private func draw() {
        guard !isWatching else { return Model.draw(model.state, on: page) }
        isWatching = true
        withObservationTracking { Model.draw(model.state, on: page) } onChange: { [weak self] in
            // Observation calls this as the change begins, on the thread making it; models are
            // main-actor isolated, so that is the main actor.
            MainActor.assumeIsolated { self?.stateWillChange() }
        }
    }

    /// Draws the state on the main actor's next turn, once the change is made.
    private func stateWillChange() {
        isWatching = false
        Task { [weak self] in self?.draw() }
    }

    /// A link to another screen: the navigation controller shows it.
    private func follow(_ event: ScreenEvent) async throws {
        switch (event, location) {
        case let (.openUser(user), .users):
            try await navigationController?.pushViewController(UnidirectionalPattern.screen(of: .photos(user: user), on: page))
        case let (.openPhoto(photo), .photos(user)):
            try await navigationController?.pushViewController(UnidirectionalPattern.screen(of: .photo(user: user, photo: photo), on: page))
        default:
            try await handleUnmatched(event)
        }
    }
}
