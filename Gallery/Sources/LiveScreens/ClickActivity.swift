import GalleryDomain

/// What one click on a live page did, as its "What just happened" panel shows it: the actions
/// the click called, the screen it led to, the regions it drew again, and its error.
///
/// The same click makes the same activity in every pattern — the conformance suite checks it —
/// except for where each action was called from and how long it took: the callers are where
/// the patterns differ, which is what the panel is there to show.
public struct ClickActivity: Hashable, Sendable {
    /// The click.
    public let event: ScreenEvent
    /// The actions called while the page handled it, in the order they started.
    public let calls: [ActionTrace.Call]
    /// The screen the click left the page on, if it showed one (navigated, or came back
    /// after a screen that failed to load); `nil` when it stayed on the screen it was on.
    public let screen: GalleryLocation?
    /// The regions whose HTML the click changed, top to bottom.
    public let regions: [PageRegion]
    /// What the click threw, as the page's error line shows it; `nil` when it went well.
    public let error: String?

    /// What a click did; ``LivePage/handle(_:by:)`` makes one for each click.
    public init(event: ScreenEvent, calls: [ActionTrace.Call], screen: GalleryLocation?, regions: [PageRegion], error: String?) {
        self.event = event
        self.calls = calls
        self.screen = screen
        self.regions = regions
        self.error = error
    }
}
