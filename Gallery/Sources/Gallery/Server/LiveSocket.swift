import HummingbirdWebSocket
import Logging
import Trellis
import GalleryDatabase
import GalleryDomain
import LiveScreens

/// Runs one live page's socket: makes the pattern's module, shows the page's location, feeds
/// it the page's events, and sends what it renders, until the socket closes.
struct LiveSocket: Sendable {
    let pattern: any GalleryPattern
    let location: GalleryLocation
    let viewer: Viewer
    let connections: LiveConnections
    let maxMessageSize: Int
    let logger: Logger

    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        let (messages, outbox) = AsyncStream.makeStream(of: Outgoing.self)
        let page = await makePage(sendingTo: outbox)
        // The page's scope, for the whole life of the socket: its action trace sees this
        // page's calls, those of the tasks its module starts, and no other page's.
        try await page.observingActions {
            let connection = await open(page, outbox: outbox)
            do {
                try await serve(connection, messages: messages, outbox: outbox, inbound: inbound, outbound: outbound)
            } catch {
                await close(connection)
                throw error
            }
            await close(connection)
        }
    }

    private func serve(
        _ connection: LiveConnection,
        messages: AsyncStream<Outgoing>,
        outbox: AsyncStream<Outgoing>.Continuation,
        inbound: WebSocketInboundStream,
        outbound: WebSocketOutboundWriter
    ) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await outgoing in messages {
                    defer { outgoing.written?() }
                    try await outbound.write(.text(outgoing.message.json))
                }
            }
            defer { outbox.finish() }
            do {
                try await connection.start(at: location)
            } catch {
                outbox.yield(Outgoing(.error(describe(error))))
                return
            }
            for try await message in inbound.messages(maxSize: maxMessageSize) {
                await handle(message, on: connection, outbox: outbox)
            }
        }
    }

    @MainActor
    private func makePage(sendingTo outbox: AsyncStream<Outgoing>.Continuation) -> LivePage {
        LivePage(viewer: viewer, formToken: InjectedValues[\.viewerCookies].formToken(for: viewer)) { outbox.yield(Outgoing($0)) }
    }

    @MainActor
    private func open(_ page: LivePage, outbox: AsyncStream<Outgoing>.Continuation) -> LiveConnection {
        let connection = LiveConnection(page: page, module: pattern.assemble(on: page), outbox: outbox)
        connections.add(connection)
        return connection
    }

    /// Drops the module and forgets the page: nothing else holds the module, so it deallocates;
    /// in a debug build the leak detector checks that it did.
    @MainActor
    private func close(_ connection: LiveConnection) {
        connection.close()
        connections.remove(connection)
    }

    /// Reads one message as an event and hands it to the module; anything wrong becomes an
    /// error event on this socket, which stays open.
    private func handle(_ message: WebSocketMessage, on connection: LiveConnection, outbox: AsyncStream<Outgoing>.Continuation) async {
        guard case let .text(text) = message else {
            outbox.yield(Outgoing(.error("Events are JSON text messages, not binary ones.")))
            return
        }
        do {
            try await connection.handle(ScreenEvent(json: text))
        } catch {
            outbox.yield(Outgoing(.error(describe(error))))
        }
    }

    private func describe(_ error: any Error) -> String {
        switch error {
        case let error as GalleryError: return error.description
        case let error as ScreenEventError: return error.description
        default:
            logger.error("A live \(pattern.id) page failed: \(error)")
            return "The server could not handle that event; the page is unchanged."
        }
    }
}

/// A message on its way down a socket, and what to call once it was written (or dropped).
struct Outgoing: Sendable {
    let message: ServerMessage
    let written: (@Sendable () -> Void)?

    init(_ message: ServerMessage, written: (@Sendable () -> Void)? = nil) {
        self.message = message
        self.written = written
    }
}
