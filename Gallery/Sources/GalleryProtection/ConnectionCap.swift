import HummingbirdCore
package import Logging

/// Stops accepting connections while `maximum` are open, so the server never runs out of
/// file descriptors; the next ones wait in the listen backlog until one closes.
///
/// Hummingbird's `MaximumAvailableConnections`, plus a warning when the cap is reached (at most
/// one every ``warningInterval``, so a client that keeps the server at its cap cannot flood
/// the log).
package struct ConnectionCap: AvailableConnectionsDelegate {
    /// The longest the log goes without saying the cap was reached again, while it is.
    package static let warningInterval = Duration.seconds(10)

    package let maximum: Int
    package let logger: Logger
    private var open = 0
    private var lastWarning: ContinuousClock.Instant?

    package init(maximum: Int, logger: Logger) {
        self.maximum = maximum
        self.logger = logger
    }

    package mutating func connectionOpened() {
        open += 1
        guard open >= maximum else { return }
        let now = ContinuousClock.now
        if let lastWarning, now - lastWarning < Self.warningInterval { return }
        lastWarning = now
        logger.warning(
            "Connection cap reached: \(open) connections are open, the most this server accepts (--max-connections \(maximum)); new ones wait until one closes."
        )
    }

    package mutating func connectionClosed() {
        open -= 1
    }

    package func isAcceptingNewConnections() -> Bool {
        open < maximum
    }
}
