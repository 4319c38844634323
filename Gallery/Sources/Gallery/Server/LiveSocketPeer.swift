import GalleryProtection
import HummingbirdWebSocket
import LiveScreens
import NIOCore

/// The other end of a live socket, as the socket writes to it: the browser's WebSocket in the
/// server, a scripted peer in tests.
protocol LiveSocketPeer: Sendable {
    /// Writes one text message; returns once the connection took it, which a peer that does
    /// not read delays for as long as it does not read.
    func write(_ text: String) async throws

    /// Drops the connection at once, without a close handshake: the peer stopped reading, so
    /// a close frame could never reach it. Ends the socket's inbound messages and fails its
    /// pending writes.
    func abort()
}

extension LiveSocketPeer {
    /// Writes what the page sends, in order, each write watched by `watchdog`; after a write
    /// that fails, nothing more is written.
    func write(_ outbox: LiveOutbox, under watchdog: WriteWatchdog) async {
        defer { watchdog.finish() }
        while let message = await outbox.next() {
            do {
                try await watchdog.writing { try await write(message.json) }
            } catch {
                // The connection is closing already (a close handshake, a failed frame): let
                // it finish closing, so a close frame on its way (1002, 1007) still reaches
                // the page.
                outbox.close()
                return
            }
        }
    }
}

/// A live socket's peer over hummingbird-websocket: its writer, and its channel to drop.
///
/// swift-websocket's writer has no timeout and its close handshake writes a close frame, which
/// waits like any other write; closing the channel is the one way to let go of a peer that
/// stopped reading, so ``LiveSocketRequestContext`` keeps the channel for this.
struct WebSocketPeer: LiveSocketPeer {
    let outbound: WebSocketOutboundWriter
    let channel: any Channel

    func write(_ text: String) async throws {
        try await outbound.write(.text(text))
    }

    func abort() {
        channel.close(promise: nil)
    }
}
