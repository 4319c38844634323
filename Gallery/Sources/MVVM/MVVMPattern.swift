public import LiveScreens

/// Model-View-ViewModel, as the iOS Architecture Patterns notes' "Model-View-ViewModel" section draws it
/// (ios-architecture-patterns.md): the model is the shared domain, reached through injected
/// repositories and plugged actions; each screen's `…ViewModel` keeps the state of its view and
/// processes data for it, with no reference to the view; each `…View`, a `BoundView`, binds to
/// its view model (through Observation, one `RegionBinding` per region of the page) and passes
/// taps on.
///
/// View models are `@Observable`, so the same ones would drive a SwiftUI view unchanged. The
/// pattern is a module of its own, so the notes' names are used as they are.
public struct MVVMPattern: GalleryPattern {
    public init() {}

    public var id: String { "mvvm" }
    public var name: String { "MVVM" }
    public var summary: String {
        "Observable view models keep each screen's state and talk to the model; views bind to them and render whatever changes."
    }
    public var folder: String { "Gallery/Sources/MVVM" }

    @MainActor
    public func assemble(on page: LivePage) -> any LiveModule {
        NavigationController(page: page) { location in Storyboard.view(of: location, on: page) }
    }
}
