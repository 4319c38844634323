/// The handle of one view-model listener, which can stop it.
///
/// ```swift
/// let token = presenter.viewModel { [weak self] (viewModel: MyViewModel) in … }
/// …
/// token.cancel()
/// ```
///
/// > Important: Releasing or discarding a token does **not** cancel its listener, so the
/// > original `presenter.viewModel { … }` call, which ignores the result, keeps listening.
/// > Call ``cancel()`` to stop early, or listen with an `owner` to stop with the owner.
///
/// The token holds its listener weakly, so keeping it in the view creates no retain cycle.
@MainActor
public final class ListenerToken {
    private weak var listener: Listener?

    init(_ listener: Listener) {
        self.listener = listener
    }

    // MARK: - API

    /// Whether the listener is still registered and its owner, if any, still alive.
    ///
    /// ```swift
    /// #expect(!token.isListening)
    /// ```
    public var isListening: Bool {
        listener?.isActive ?? false
    }

    /// Removes the listener; it is never called again. Calling it twice does nothing.
    ///
    /// ```swift
    /// token.cancel()
    /// ```
    public func cancel() {
        listener?.cancel()
    }
}
