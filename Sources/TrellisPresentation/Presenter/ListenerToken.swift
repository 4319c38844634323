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
/// A kept token keeps its listener's closure until the listener stops (cancelled, or its owner
/// gone), like a Combine `AnyCancellable`: a closure that captures the object holding the token
/// strongly makes a cycle, so capture `[weak self]` or listen with an `owner`. Once the
/// listener stops, its closure is released, token or not.
@MainActor
public final class ListenerToken {
    private let listener: Listener
    private weak var registry: ListenerRegistry?

    init(_ listener: Listener, in registry: ListenerRegistry) {
        self.listener = listener
        self.registry = registry
    }

    // MARK: - API

    /// Whether the listener still runs: not cancelled, its owner, if any, alive, and its
    /// presenter's store still there.
    ///
    /// ```swift
    /// #expect(!token.isListening)
    /// ```
    public var isListening: Bool {
        registry != nil && listener.isActive
    }

    /// Stops the listener; it is never called again. Calling it twice does nothing.
    ///
    /// ```swift
    /// token.cancel()
    /// ```
    public func cancel() {
        listener.cancel()
    }
}
