import Trellis
public import GalleryDomain
import Logging

/// One browser page as the server sees it: the screen on show, the HTML of each region, and
/// what the last click did.
///
/// A pattern's views render into the page; the page sends each change down the socket (when
/// there is one) and remembers it, so the first response, a reconnect and a test all read
/// the same state. A region rendered with the HTML it already shows sends nothing.
///
/// Clicks reach the module through ``handle(_:by:)``, which records the actions the click
/// calls (``actionTrace``) and the regions it draws again, and shows them in the page's
/// "What just happened" panel (``activity``). The trace sees the page's own calls only when
/// the page's work runs inside ``observingActions(_:)``.
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
    /// What the last click did, as the "What just happened" panel shows it; `nil` before the
    /// first click.
    public private(set) var activity: ClickActivity?
    /// The observer that records the actions of each click, for the panel.
    public let actionTrace = ActionTrace()

    private let send: @Sendable (ServerMessage) -> Void
    /// While a click is handled: the screen it showed last and the regions it changed.
    private var click: (screen: GalleryLocation?, regions: Set<PageRegion>)?
    /// The revision of the content on show in each region that has one
    /// (``RegionContent/revision``); reset with the screen.
    private var revisions: [PageRegion: Int64] = [:]
    /// The content each region was last rendered from.
    private var shown: [PageRegion: AnyHashable] = [:]

    /// The window showing the page, once one does: the platform's view controllers find their
    /// window and navigation controller through it. Weak: the connection owns the module.
    package weak var window: Window?

    /// The token every form on the page carries (``ViewerCookieSigner/formToken(for:)``), so a
    /// form posted without JavaScript is accepted for ``viewer``; `nil` renders forms without one.
    public let formToken: String?

    /// A page for `viewer` whose changes go to `send` (a socket); pass nothing to only keep state.
    ///
    /// - Parameter formToken: The token the page's forms carry: the server passes `viewer`'s,
    ///   on a whole page and on a socket alike, since a page whose socket dropped posts its
    ///   forms, fragments included, as plain HTML. A page only tests read needs none.
    public init(viewer: Viewer, formToken: String? = nil, send: @escaping @Sendable (ServerMessage) -> Void = { _ in }) {
        self.viewer = viewer
        self.formToken = formToken
        self.send = send
    }

    /// Starts showing `location`: new URL, title and empty regions, which views then fill.
    ///
    /// A module calls it when it starts and whenever it navigates.
    public func show(_ location: GalleryLocation) {
        self.location = location
        regions = Dictionary(uniqueKeysWithValues: location.regions.map { ($0, "") })
        revisions = [:]
        shown = [:]
        click?.screen = location
        send(.screen(path: location.path, title: location.title, regions: location.regions))
    }

    /// Renders `content` with the template of its region and shows it there.
    ///
    /// - Parameter content: The region's template data, whose type names its region
    ///   (``RegionContent/region``) and whose properties the template reads by name; the
    ///   template escapes every value it prints. A region that is not on the screen on show is
    ///   ignored, so a late render from a screen navigated away from changes nothing; so is a
    ///   content older than the one on show (a lower ``RegionContent/revision``): a photo's
    ///   likes come from reads that finish in any order, and the page keeps the newest.
    public func render<Content: RegionContent>(_ content: Content) {
        let region = Content.region
        guard regions[region] != nil else { return }
        // The content on show already: its HTML would be the same (the form token is the
        // page's), so it is not rendered again. A like's own answer and the delivery that tells
        // the liker's other pages are the same count.
        guard shown[region] != AnyHashable(content) else { return }
        if let revision = content.revision {
            guard revision >= revisions[region, default: .min] else { return }
            revisions[region] = revision
        }
        let html: String
        do {
            html = try GalleryTemplates.shared.rendering(region, formToken.map { FormTokenContent(content: content, formToken: $0) } ?? content)
        } catch {
            GalleryTemplates.logger.error("\(error)")
            return showError("The \(region.rawValue) cannot be shown: the Gallery has no template for it.")
        }
        shown[region] = AnyHashable(content)
        guard regions[region] != html else { return }
        regions[region] = html
        click?.regions.insert(region)
        send(.fragment(region, html: html))
    }

    /// Sends an error event, leaving the screen as it is.
    public func showError(_ message: String) {
        send(.error(message))
    }

    // MARK: - Clicks and their panel

    /// Runs `work` — the page's module starting, its clicks, and the tasks they start — with
    /// ``actionTrace`` observing the actions called, in a scope of this page's own.
    ///
    /// The server runs a socket's whole life in it, and a page it serves whole; tests run a
    /// page's script in it. The scope holds nothing else: everything `work` reads is what the
    /// caller's scope holds.
    public func observingActions<R>(
        isolation: isolated (any Actor)? = #isolation,
        _ work: () async throws -> R
    ) async rethrows -> R {
        try await withOverrides { $0.observeActions(actionTrace) } operation: {
            try await work()
        }
    }

    /// Hands a click to `module`, waits until what it rendered reached the page, and shows in
    /// the "What just happened" panel the actions it called and the regions it changed.
    ///
    /// - Throws: What the module threw; the panel shows it too.
    public func handle(_ event: ScreenEvent, by module: any LiveModule) async throws {
        actionTrace.begin()
        click = (nil, [])
        var failure: (any Error)?
        do {
            try await module.handle(event)
        } catch {
            failure = error
        }
        await module.rendered()
        let changed = click?.regions ?? []
        let activity = ClickActivity(
            event: event,
            calls: actionTrace.end(),
            screen: click?.screen,
            regions: (location?.regions ?? []).filter(changed.contains),
            // Only what a page may say; anything else by its type (the log has its text).
            error: failure.map { shownText(of: $0) ?? String(describing: type(of: $0)) }
        )
        click = nil
        self.activity = activity
        send(.activity(activity))
        if let failure { throw failure }
    }

    /// Whether a click is under way: it ends by asking the module for what it rendered, so a
    /// view that changes meanwhile need not schedule a draw of its own (``RedrawLoop``).
    package var isHandlingClick: Bool { click != nil }

    /// The "What just happened" panel as HTML: the last click, or an invitation to click.
    public var activityHTML: String {
        ActivityPanel(activity).html
    }

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
