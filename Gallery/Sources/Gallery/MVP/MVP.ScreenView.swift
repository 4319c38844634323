extension MVP {
    /// What the controller needs of the view on show.
    @MainActor
    protocol ScreenView: AnyObject {
        /// Shows the screen: the view asks its presenter to load it.
        func setupView() async throws
        /// A tap on one of the view's controls, passed to its presenter.
        ///
        /// - Throws: ``GalleryError/notOnThisScreen(_:)`` when the view has no such control.
        func handle(_ event: ScreenEvent) async throws
        /// The view and its presenter, named, for leak proofs.
        var parts: [(role: String, object: AnyObject)] { get }
    }
}
