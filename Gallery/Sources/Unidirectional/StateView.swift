import LiveScreens

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
    /// Draws the state, and again when it changed.
    private let loop: RedrawLoop

    init(page: LivePage, location: GalleryLocation, model: Model) {
        self.model = model
        self.page = page
        self.location = location
        loop = RedrawLoop(on: page) { [model, page] in Model.draw(model.state, on: page) }
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

    /// Draws the state now, and watches it for the next change.
    private func draw() {
        loop.drawNow()
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
