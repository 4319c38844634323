import HummingbirdWebSocket
import Logging
import ServiceLifecycle

/// Runs one live page's socket: makes the pattern's module, shows the page's location, feeds
/// it the page's events, and sends what it renders, until the socket closes.
struct LiveSocket: Sendable {
    let pattern: any GalleryPattern
    let location: GalleryLocation
    let viewer: Viewer
    let connections: LiveConnections
    let maxMessageSize: Int
    let logger: Logger

    /// What the page is told when the server shuts down; its socket closes right after.
    static let closingMessage = "The Gallery server is shutting down. This page reconnects when it is back."

    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        let (messages, outbox) = AsyncStream.makeStream(of: ServerMessage.self)
        let connection = await open(sendingTo: outbox)
        do {
            try await serve(connection, messages: messages, outbox: outbox, inbound: inbound, outbound: outbound)
        } catch {
            await close(connection)
            throw error
        }
        await close(connection)
    }

    private func serve(
        _ connection: LiveConnection,
        messages: AsyncStream<ServerMessage>,
        outbox: AsyncStream<ServerMessage>.Continuation,
        inbound: WebSocketInboundStream,
        outbound: WebSocketOutboundWriter
    ) async throws {
        try await withGracefulShutdownHandler {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await message in messages {
                        try await outbound.write(.text(message.json))
                    }
                }
                defer { outbox.finish() }
                do {
                    try await connection.start(at: location)
                } catch {
                    outbox.yield(.error(describe(error)))
                    return
                }
                for try await message in inbound.messages(maxSize: maxMessageSize) {
                    await handle(message, on: connection, outbox: outbox)
                }
            }
        } onGracefulShutdown: {
            outbox.yield(.closing(Self.closingMessage))
        }
    }

    @MainActor
    private func open(sendingTo outbox: AsyncStream<ServerMessage>.Continuation) -> LiveConnection {
        let page = LivePage(viewer: viewer) { outbox.yield($0) }
        let connection = LiveConnection(page: page, module: pattern.assemble(on: page))
        connections.add(connection)
        return connection
    }

    /// Drops the module and forgets the page: nothing else holds the module, so it deallocates.
    @MainActor
    private func close(_ connection: LiveConnection) {
        connection.close()
        connections.remove(connection)
    }

    /// Reads one message as an event and hands it to the module; anything wrong becomes an
    /// error event on this socket, which stays open.
    private func handle(_ message: WebSocketMessage, on connection: LiveConnection, outbox: AsyncStream<ServerMessage>.Continuation) async {
        guard case let .text(text) = message else {
            outbox.yield(.error("Events are JSON text messages, not binary ones."))
            return
        }
        do {
            try await connection.handle(ScreenEvent(json: text))
        } catch {
            outbox.yield(.error(describe(error)))
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
