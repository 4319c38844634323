public import LiveScreens

/// Super Simple Architecture (the article of that name): dead `Renderable` values, views that only know
/// how to look (`…Rendering`), final `Interaction`s that decide what to do about a tap and hold
/// their views weakly, and an `Assembler` that wires each screen.
///
/// The pattern is a module of its own, so the names of the article — `BannerRenderable`,
/// `PodBayDoorsInteraction` — are used as they are.
public struct SuperSimplePattern: GalleryPattern {
    public init() {}

    public var id: String { "supersimple" }
    public var name: String { "Super Simple" }
    public var summary: String {
        "Renderables, views that only render them, interactions that react to taps, an assembler that wires each screen."
    }
    public var folder: String { "Gallery/Sources/SuperSimple" }

    @MainActor
    public func assemble(on page: LivePage) -> any LiveModule {
        // Like an app's window, the page shows one view controller at a time, the one the
        // assembler wires for the location.
        let assembler = Assembler(page: page)
        return Window(page: page) { location in assembler.assemble(location) }
    }
}
