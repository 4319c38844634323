/// Super Simple Architecture (the article of that name): dead `Renderable` values, views that only know
/// how to look (`…Rendering`), final `Interaction`s that decide what to do about a tap and hold
/// their views weakly, and an `Assembler` that wires each screen.
///
/// Every type of the pattern is nested in this type, so the names of the article —
/// `BannerRenderable`, `PodBayDoorsInteraction` — can be used as they are, next to the other
/// patterns' folders in the same module.
public struct SuperSimple: GalleryPattern {
    public init() {}

    public var id: String { "supersimple" }
    public var name: String { "Super Simple" }
    public var summary: String {
        "Renderables, views that only render them, interactions that react to taps, an assembler that wires each screen."
    }
    public var folder: String { "Gallery/Sources/Gallery/SuperSimple" }

    @MainActor
    public func assemble(on page: LivePage) -> any LiveModule {
        Window(page: page, assembler: Assembler(page: page))
    }
}
