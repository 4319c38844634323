import Trellis
import GalleryDomain
import LiveScreens

/// The live module of one page: like an app's window, it shows one view controller at a
/// time, lets the navigation interaction decide where a tap leads, and asks the assembler
/// for the next view controller.
@MainActor
final class Window: LiveModule {
    private let page: LivePage
    private let assembler: Assembler
    private let navigation = NavigationInteraction()
    /// The view controller on show; replacing it releases the previous one.
    private var screen: (any ViewController)?

    init(page: LivePage, assembler: Assembler) {
        self.page = page
        self.assembler = assembler
    }

    func start(at location: GalleryLocation) async throws {
        try await show(location)
    }

    func handle(_ event: ScreenEvent) async throws {
        switch event {
        case .openUser, .openPhoto, .back:
            try await show(navigation.destination(of: event, from: page.location))
        case .like, .unlike, .openPodBayDoors:
            guard let screen else { throw GalleryError.notOnThisScreen(event.name) }
            try await screen.handle(event)
        }
    }

    var parts: [(role: String, object: AnyObject)] {
        [("window", self), ("navigation", navigation)] + (screen?.parts ?? [])
    }

    /// Shows `location`; if its screen fails to load (a user or photo that is not there),
    /// shows the previous location again and rethrows, so the page is never left half drawn.
    private func show(_ location: GalleryLocation) async throws {
        try await page.navigate(to: location) { location in
            screen = nil
            page.show(location)
            let screen = assembler.assemble(location)
            self.screen = screen
            try await screen.start()
        }
    }
}
