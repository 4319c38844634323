/// One delivery of ``LikeUpdates``: the observers still to be told of a change, and the caller
/// to resume once none is left.
@MainActor
package final class DeliveryCountdown {
    private var remaining: Int
    private var continuation: CheckedContinuation<Void, Never>?

    /// A countdown from `count` that resumes `continuation` when it reaches zero (at once for 0).
    package init(_ count: Int, then continuation: CheckedContinuation<Void, Never>) {
        remaining = count
        self.continuation = continuation
        if count <= 0 { finish() }
    }

    /// One observer was told, or will never be.
    package func done() {
        remaining -= 1
        if remaining <= 0 { finish() }
    }

    private func finish() {
        continuation?.resume()
        continuation = nil
    }
}
