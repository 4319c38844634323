public import GalleryDomain
import Logging
import PostgresNIO

extension PostgresAppDatabase {
    /// Hands `updates` every like the other instances on this database make, until cancelled:
    /// `LISTEN` on ``likesChannel``, and for each notification another instance sent, one
    /// delivery to this instance's pages on that photo (its own likes told them already).
    ///
    /// A notification sent while the listening connection is down is lost for good, so after
    /// every reconnect the counts of every photo a page shows here are read again
    /// (``LikeUpdates/likesMayHaveChangedEverywhere()``). The connection is tried again after
    /// `retryDelay`, doubled up to 30 seconds while the server stays away; each loss and
    /// recovery is one log line.
    ///
    /// - Parameter listening: Called each time the instance listens, the first time and after
    ///   every reconnect, once the missed changes are delivered; for tests and scripts.
    public func relayLikes(
        to updates: LikeUpdates, retryDelay: Duration = .milliseconds(250), listening: @Sendable () async -> Void = {}
    ) async {
        var delay = retryDelay
        var lost = false
        while !Task.isCancelled {
            do {
                try await pool.client.withConnection { connection in
                    try await connection.listen(on: Self.likesChannel) { notifications in
                        if lost {
                            pool.logger.notice("Listening for other instances' likes again on \(url); reading the counts of the photos open here.")
                        }
                        // Whatever another instance did while nobody listened.
                        await updates.likesMayHaveChangedEverywhere()
                        delay = retryDelay
                        lost = false
                        await listening()
                        for try await notification in notifications {
                            guard let notice = LikeNotice(payload: notification.payload), notice.instance != instance else { continue }
                            await updates.likesDidChange(of: notice.photoID)
                        }
                    }
                }
                // The sequence ends only when the connection closes.
                throw ListeningEnded()
            } catch {
                if Task.isCancelled { return }
                let reason = (error as? PSQLError)?.reason ?? "\(error)"
                if !lost {
                    pool.logger.warning("Lost the connection that hears other instances' likes on \(url): \(reason). Trying again; pages here show likes made here meanwhile.")
                }
                lost = true
                try? await Task.sleep(for: delay)
                delay = min(delay * 2, .seconds(30))
            }
        }
    }
}

/// The notifications ended without an error: the server closed the listening connection.
private struct ListeningEnded: Error, CustomStringConvertible {
    var description: String { "the server closed the connection" }
}
