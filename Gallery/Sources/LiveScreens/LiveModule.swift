import GalleryDomain

/// The server side of one live page, built by a pattern: its views, and whatever that
/// pattern puts behind them (controller, presenter, interaction, interactor, coordinator,
/// router).
///
/// The Gallery makes one module per page load and one per socket, and keeps it exactly as
/// long as the socket lives. Dropping it must release every part: the leak proofs track
/// ``parts`` and fail if any survives, and when a socket closes the server hands each part to
/// the leak detector, which reports in a debug build any part still alive after its grace
/// period.
@MainActor
public protocol LiveModule: AnyObject {
    /// Shows `location`: calls ``LivePage/show(_:)`` and renders every region of it.
    ///
    /// - Throws: ``GalleryError`` when the location names a user or photo that does not exist
    ///   (the page answers 404 and names it).
    func start(at location: GalleryLocation) async throws

    /// Reacts to one click: navigates, likes, asks HAL — and renders what changed.
    ///
    /// - Throws: ``GalleryError/notOnThisScreen(_:)`` for an event the screen on show has no
    ///   control for, or what a repository or action threw; the page gets an error event and
    ///   stays usable.
    func handle(_ event: ScreenEvent) async throws

    /// Returns once every render the module has started has reached the page.
    ///
    /// ``start(at:)`` and ``handle(_:)`` return with their renders done. Work the module does
    /// on its own — a photo's likes counted again after another tab liked it, or after
    /// ``LikeUpdates/refreshInterval`` — may render a little later: a presenter's store calls
    /// its listeners on a later main-actor turn, a binding renders on the next one. Whoever
    /// reads the page at such a moment (a test after another tab's like, the page after a
    /// click) awaits this, which resumes when that render happened: a module whose views
    /// render as they are told keeps the default, which returns at once; a module with a
    /// delivery of its own awaits it (`await viewModels.delivered()`) or renders it now.
    func rendered() async

    /// The objects that make up the module, named by their role in the pattern ("view",
    /// "presenter", "likeInteraction", …), for leak proofs.
    var parts: [ScreenPart] { get }
}

extension LiveModule {
    /// Returns at once: the module renders as it is told, so nothing it started is still on
    /// its way to the page.
    public func rendered() async {}
}
