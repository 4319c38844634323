/// The server side of one live page, built by a pattern: its views, and whatever that
/// pattern puts behind them (controller, presenter, interaction, interactor, coordinator,
/// router).
///
/// The Gallery makes one module per page load and one per socket, and keeps it exactly as
/// long as the socket lives. Dropping it must release every part: the leak proofs track
/// ``parts`` and fail if any survives.
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

    /// The objects that make up the module, named by their role in the pattern ("view",
    /// "presenter", "likeInteraction", …), for leak proofs.
    var parts: [(role: String, object: AnyObject)] { get }
}
