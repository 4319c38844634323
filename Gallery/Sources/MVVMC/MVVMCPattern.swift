public import LiveScreens
import MVVM

/// MVVM-C, the iOS Architecture Patterns notes' "Extension with Coordinator MVVM-C" (ios-architecture-patterns.md): the
/// views and view models of the `MVVM` folder, unchanged, with navigation taken out of the
/// navigation controller into coordinators.
///
/// Each coordinator makes its screen's view model and view in `start()`, pushes its route
/// onto a Trellis `Navigator`, and starts the next flow as a child (the notes' `showList`);
/// back pops and finishes it. The routes form a `RouteStack` whose path is the page's URL, so a
/// deep link such as `/mvvmc/users/2/photos/5` is parsed into a stack and the flow starts from
/// it. View models reach their coordinator through the navigation protocol they declare, held
/// weakly, as the notes suggest for a coordinator that is injected.
public struct MVVMCPattern: GalleryPattern {
    public init() {}

    public var id: String { "mvvmc" }
    public var name: String { "MVVM-C" }
    public var summary: String {
        "MVVM's view models and views, with navigation in coordinators that push routes; a deep link is a route stack."
    }
    public var folder: String { "Gallery/Sources/MVVMC" }

    @MainActor
    public func assemble(on page: LivePage) -> any LiveModule {
        Scene(page: page)
    }
}
