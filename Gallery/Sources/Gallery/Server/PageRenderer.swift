import GalleryDomain
import GallerySQLite
import LiveScreens
import PatternRegistry

/// Renders whole pages on the server: the first response of every URL, which works without
/// JavaScript, and the answer to a form posted without it.
///
/// A page is rendered by the same module a socket would use: it is assembled, started at the
/// URL's location, handed the posted event if there is one (so the page's "What just happened"
/// panel shows what the form's click did), and dropped once its regions are read.
@MainActor
enum PageRenderer {
    /// A whole page for `location` as `pattern` renders it for `viewer`.
    ///
    /// - Parameters:
    ///   - formToken: The token the page's forms carry, `viewer`'s
    ///     (``ViewerCookieSigner/formToken(for:)``); without one, a form the page shows is
    ///     refused when posted.
    ///   - event: A form's event to handle after showing the location.
    /// - Returns: The page, and the event's error message if it failed (the page then shows
    ///   the location as it was).
    /// - Throws: ``GalleryError`` when the location names a missing user or photo.
    static func page(
        _ pattern: any GalleryPattern, at location: GalleryLocation, for viewer: Viewer, formToken: String? = nil,
        handling event: ScreenEvent? = nil
    ) async throws -> (html: String, eventError: String?) {
        let page = LivePage(viewer: viewer, formToken: formToken)
        let eventError: String? = try await page.observingActions {
            let module = pattern.assemble(on: page)
            try await module.start(at: location)
            var eventError: String?
            if let event {
                do {
                    try await page.handle(event, by: module)
                } catch let error as GalleryError {
                    eventError = error.description
                }
            }
            // What the module rendered by itself since, such as a presenter's late delivery.
            await module.rendered()
            return eventError
        }
        return (layout(page, pattern: pattern, error: eventError), eventError)
    }

    /// The page chrome around `page`'s regions: title, pattern switcher, script.
    static func layout(_ page: LivePage, pattern: any GalleryPattern, error: String? = nil) -> String {
        let location = page.location ?? .users
        return GalleryTemplates.shared.render(
            "layout",
            Layout(
                title: location.title,
                pattern: PatternLink(pattern, location: location, current: true),
                patterns: GalleryPatterns.registered.map { PatternLink($0, location: location, current: $0.id == pattern.id) },
                location: location.path,
                screen: page.orderedRegions.map { Region(region: $0.region.rawValue, html: $0.html) },
                error: error,
                activity: page.activityHTML
            )
        )
    }

    /// The front page, listing every pattern.
    nonisolated static func index() -> String {
        GalleryTemplates.shared.render(
            "index", Index(patterns: GalleryPatterns.registered.map { PatternLink($0, location: .users, current: false) })
        )
    }

    /// A 404 page that says what is missing.
    nonisolated static func notFound(_ message: String) -> String {
        GalleryTemplates.shared.render("notFound", NotFound(message: message))
    }

    // What the templates read; see the comment at the top of each template.

    private struct Layout {
        let title: String
        let pattern: PatternLink
        let patterns: [PatternLink]
        let location: String
        let screen: [Region]
        let error: String?
        /// The "What just happened" panel, already rendered.
        let activity: String
    }

    private struct Region {
        let region: String
        let html: String
    }

    private struct PatternLink {
        let id: String
        let name: String
        let summary: String
        let folder: String
        let location: String
        let current: Bool

        init(_ pattern: any GalleryPattern, location: GalleryLocation, current: Bool) {
            id = pattern.id
            name = pattern.name
            summary = pattern.summary
            folder = pattern.folder
            self.location = location.path
            self.current = current
        }
    }

    private struct Index {
        let patterns: [PatternLink]
    }

    private struct NotFound {
        let message: String
    }
}
