public import LiveScreens

/// Model-View-Presenter (ios-architecture-patterns.md, "Model-View-Presenter"): the controller
/// only sets up each screen's view and presenter and handles navigation; the view is passive,
/// holds its presenter and passes it the taps; the presenter holds the view weakly behind a
/// `…ViewDelegate` protocol, asks the model, publishes view models (a Trellis `Presenter`)
/// and tells the view to update.
///
/// The presenters know nothing of pages or HTML, so the business logic of a screen is tested
/// with a stand-in view: the advantage the notes name first.
public struct MVPPattern: GalleryPattern {
    public init() {}

    public var id: String { "mvp" }
    public var name: String { "MVP" }
    public var summary: String {
        "Passive views hand taps to presenters, which publish view models and tell the view to update; controllers only navigate."
    }
    public var folder: String { "Gallery/Sources/MVP" }

    @MainActor
    public func assemble(on page: LivePage) -> any LiveModule {
        NavigationController(page: page) { location in Controller(page: page, location: location) }
    }
}
