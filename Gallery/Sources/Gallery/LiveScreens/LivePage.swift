/// One browser page as the server sees it: the screen on show and the HTML of each region.
///
/// A pattern's views render into the page; the page sends each change down the socket (when
/// there is one) and remembers it, so the first response, a reconnect and a test all read
/// the same state. A region rendered with the HTML it already shows sends nothing.
///
/// The page holds no reference to the module that renders into it: the socket's connection
/// owns both, and dropping the connection releases the module.
@MainActor
public final class LivePage {
    /// Who is looking: likes are theirs.
    public let viewer: Viewer
    /// The screen on show; `nil` until the module's first ``show(_:)``.
    public private(set) var location: GalleryLocation?
    /// The HTML of each region of the screen on show.
    public private(set) var regions: [PageRegion: String] = [:]

    private let send: @Sendable (ServerMessage) -> Void

    /// A page for `viewer` whose changes go to `send` (a socket); pass nothing to only keep state.
    public init(viewer: Viewer, send: @escaping @Sendable (ServerMessage) -> Void = { _ in }) {
        self.viewer = viewer
        self.send = send
    }

    /// Starts showing `location`: new URL, title and empty regions, which views then fill.
    ///
    /// A module calls it when it starts and whenever it navigates.
    public func show(_ location: GalleryLocation) {
        self.location = location
        regions = Dictionary(uniqueKeysWithValues: location.regions.map { ($0, "") })
        send(.screen(path: location.path, title: location.title, regions: location.regions))
    }

    /// Renders `content` with the template of `region` and shows it there.
    ///
    /// - Parameters:
    ///   - content: The region's template data (``PageRegion`` names its type), whose
    ///     properties the template reads by name; the template escapes every value it prints.
    ///   - region: Where it goes; a region that is not on the screen on show is ignored, so a
    ///     late render from a screen navigated away from changes nothing.
    public func render(_ content: Any, in region: PageRegion) {
        guard regions[region] != nil else { return }
        let html = GalleryTemplates.shared.render(region, content)
        guard regions[region] != html else { return }
        regions[region] = html
        send(.fragment(region, html: html))
    }

    /// Sends an error event, leaving the screen as it is.
    public func showError(_ message: String) {
        send(.error(message))
    }

    /// Lets renders already scheduled on the main actor run — a presenter's coalesced
    /// delivery, for one — so the page can be read as the module left it.
    ///
    /// The Gallery calls it before it reads a page it serves whole, and the conformance suite
    /// after every step; a socket needs no settling, since every render is sent when it happens.
    public func settle() async {
        for _ in 0..<Self.settleRounds {
            await Task.yield()
        }
    }

    /// Enough turns of the main actor for a delivery that schedules another one.
    static let settleRounds = 16

    /// The regions of the screen on show with their HTML, top to bottom.
    public var orderedRegions: [(region: PageRegion, html: String)] {
        (location?.regions ?? []).map { ($0, regions[$0] ?? "") }
    }

    /// Navigates to `location` with `load`, which draws its screen; if the screen cannot load
    /// (a user or photo that is not there), loads the previous location again the same way and
    /// rethrows, so the page is never left half drawn. Every pattern's navigation follows it.
    public func navigate(
        to location: GalleryLocation, with load: (GalleryLocation) async throws -> Void
    ) async throws {
        let previous = self.location
        do {
            try await load(location)
        } catch {
            if let previous, previous != location { try await load(previous) }
            throw error
        }
    }
}
