import Foundation
import HummingbirdWebSocket
import Logging
import Trellis
import GalleryDatabase
import GalleryDomain
import GalleryProtection
import LiveScreens

/// The load benchmark's work-equal floor: one photo's likes over a WebSocket, doing what a
/// live page on the photo does for a like — the same reads, writes, fan-out and template
/// renders — with no pattern and no kit between the click and the database.
///
/// The echo socket does no work at all, so a pattern's latency against it says nothing about
/// what the pattern costs; against this socket, the difference is the pattern's layers and
/// the kit's action call. On open it observes the photo through ``LikeUpdates`` as its
/// viewer, reads the viewer's count from the ``LikeStore`` and sends the likes fragment. For
/// `{"type":"like"|"unlike","photo":P}` it does what ``LikeChange`` does — learns who watches
/// the photo, writes in the store, hands the counts to the hub — and sends the liker's
/// fragment; a like from elsewhere reaches it through the hub, and it renders and sends that.
///
/// Its messages go out as a live page's do, through a ``LiveOutbox`` whose writes a
/// ``WriteWatchdog`` bounds, so the transport is the same as well and a peer that stops
/// reading is let go in the same way. It has no event rate limit, no action trace, and no
/// `activity` message, which the load does not wait for.
struct DirectSocket: Sendable {
    /// The photo shown, and the viewer it is shown to.
    let like: Like
    /// The store and hub, read once when the socket opened.
    let likes: DirectLikes
    /// The time a like is stamped with, read once when the socket opened.
    let date: DateGenerator
    /// The viewer's form token, which the likes form carries.
    let formToken: String
    let limits: LiveSocketLimits
    let logger: Logger

    /// Serves the socket until `inbound` ends or the socket is let go for not reading.
    @concurrent
    func run<Inbound: AsyncSequence>(inbound: Inbound, peer: some LiveSocketPeer) async throws
    where Inbound.Element == WebSocketMessage {
        let outbox = LiveOutbox(capacity: limits.outboxCapacity) { peer.abort() }
        let view = await DirectLikesView(like, formToken: formToken, outbox: outbox, updates: likes.updates)
        do {
            try await serve(view, outbox: outbox, inbound: inbound, peer: peer)
        } catch {
            await view.close()
            throw error
        }
        await view.close()
    }

    @concurrent
    private func serve<Inbound: AsyncSequence>(
        _ view: DirectLikesView,
        outbox: LiveOutbox,
        inbound: Inbound,
        peer: some LiveSocketPeer
    ) async throws where Inbound.Element == WebSocketMessage {
        let clock = InjectedValues[\.continuousClock]
        let watchdog = WriteWatchdog(timeout: limits.writeTimeout, stopwatch: Stopwatch(clock))
        try await withThrowingTaskGroup(of: Void.self) { watching in
            watching.addTask {
                guard await watchdog.run(on: clock) else { return }
                logger.notice("Closed a direct socket: a write waited \(limits.writeTimeout) for the peer to read.")
                outbox.close()
                peer.abort()
            }
            // Once everything is written (or dropped), nothing is left to watch.
            defer { watching.cancelAll() }
            try await withThrowingTaskGroup(of: Void.self) { writing in
                writing.addTask {
                    await peer.write(outbox, under: watchdog)
                }
                // Once the page is done, what is posted still goes out, then the writer ends.
                defer { outbox.finish() }
                do {
                    await view.show(try await likes.store.likeCount(like, at: date.now))
                } catch {
                    outbox.post(.error(describe(error)))
                }
                var events = inbound.makeAsyncIterator()
                while await outbox.waitForRoom() {
                    guard let message = try await events.next() else { break }
                    guard let liking = read(message, outbox: outbox) else { continue }
                    await change(liking: liking, view: view, outbox: outbox)
                }
            }
        }
    }

    /// Whether `message` likes (`true`) or unlikes (`false`) the socket's photo; anything else
    /// is answered with an error message, and is `nil`.
    private func read(_ message: WebSocketMessage, outbox: LiveOutbox) -> Bool? {
        guard case let .text(text) = message else {
            outbox.post(.error("Events are JSON text messages, not binary ones."))
            return nil
        }
        do {
            switch try ScreenEvent(json: text) {
            case let .like(photo) where photo == like.photoID: return true
            case let .unlike(photo) where photo == like.photoID: return false
            default:
                outbox.post(.error("A direct socket only likes and unlikes its own photo."))
                return nil
            }
        } catch {
            outbox.post(.error(error.description))
            return nil
        }
    }

    /// What ``LikeChange`` does, on the main actor where ``LikeUpdates`` lives, then the
    /// liker's fragment (rendered already if the hub told this socket first).
    @MainActor
    private func change(liking: Bool, view: DirectLikesView, outbox: LiveOutbox) async {
        do {
            let watching = likes.updates.viewers(of: like.photoID)
            let counts =
                if liking {
                    try await likes.store.like(like, at: date.now, seenBy: watching)
                } else {
                    try await likes.store.unlike(like, at: date.now, seenBy: watching)
                }
            await likes.updates.likesDidChange(counts, by: like)
            view.show(counts.count(seenBy: like.viewer))
        } catch {
            outbox.post(.error(describe(error)))
        }
    }

    private func describe(_ error: any Error) -> String {
        if let text = shownText(of: error) { return text }
        logger.error("A direct socket failed: \(error)")
        return "The server could not handle that event; the page is unchanged."
    }
}
