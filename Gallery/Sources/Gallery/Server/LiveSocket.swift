import HummingbirdWebSocket
import GalleryProtection
import Logging
import Trellis
import GallerySQLite
import GalleryDatabase
import GalleryDomain
import LiveScreens

/// Runs one live page's socket: makes the pattern's module, shows the page's location, feeds
/// it the page's events, and sends what it renders, until the socket closes.
///
/// ## What one page may cost
/// A socket holds at most ``LiveSocketLimits/outboxCapacity`` messages for its peer
/// (``LiveOutbox``), and reads its next event only while its outbox is less than half full, so
/// a peer that stops reading stops the socket from reading: its events wait in the kernel's
/// buffers and NIO's, not in the server's memory. A write that waits longer than
/// ``LiveSocketLimits/writeTimeout`` closes the socket (``WriteWatchdog``); so does an outbox
/// that overflows with updates pushed from elsewhere, such as other viewers' likes, which
/// therefore never wait for a page that does not read. An event beyond
/// ``LiveSocketLimits/eventsPerSecond`` (after a burst of ``LiveSocketLimits/eventBurst``)
/// is not applied, and the socket reads no more until the rate allows one; the page is told
/// with an error event, at most once a second.
struct LiveSocket: Sendable {
    let pattern: any GalleryPattern
    let location: GalleryLocation
    let viewer: Viewer
    let connections: LiveConnections
    let limits: LiveSocketLimits
    let logger: Logger

    /// Serves the socket until `inbound` ends or the socket is closed for going over a limit.
    ///
    /// - Parameters:
    ///   - inbound: The messages the page sends, read one at a time.
    ///   - peer: Where the page's messages are written, and how the socket is dropped.
    func run<Inbound: AsyncSequence>(inbound: Inbound, peer: some LiveSocketPeer) async throws
    where Inbound.Element == WebSocketMessage {
        try await run(inbound: inbound, peer: peer, outbox: makeOutbox(closing: peer))
    }

    /// The outbox for a socket to `peer`: ``LiveSocketLimits/outboxCapacity`` messages, and
    /// `peer` dropped when it overflows.
    func makeOutbox(closing peer: some LiveSocketPeer) -> LiveOutbox {
        LiveOutbox(capacity: limits.outboxCapacity) { [logger, pattern, limits] in
            logger.notice(
                "Closed a live \(pattern.id) page's socket: \(limits.outboxCapacity) messages were waiting for it. The page reconnects and is sent the whole screen."
            )
            peer.abort()
        }
    }

    /// Serves the socket with `outbox`, which a test made with ``makeOutbox(closing:)`` to
    /// watch it.
    func run<Inbound: AsyncSequence>(inbound: Inbound, peer: some LiveSocketPeer, outbox: LiveOutbox) async throws
    where Inbound.Element == WebSocketMessage {
        let page = await makePage(sendingTo: outbox)
        // The page's scope, for the whole life of the socket: its action trace sees this
        // page's calls, those of the tasks its module starts, and no other page's.
        try await page.observingActions {
            let connection = await open(page)
            do {
                try await serve(connection, outbox: outbox, inbound: inbound, peer: peer)
            } catch {
                await close(connection)
                throw error
            }
            await close(connection)
        }
    }

    private func serve<Inbound: AsyncSequence>(
        _ connection: LiveConnection,
        outbox: LiveOutbox,
        inbound: Inbound,
        peer: some LiveSocketPeer
    ) async throws where Inbound.Element == WebSocketMessage {
        let clock = InjectedValues[\.continuousClock]
        let stopwatch = Stopwatch(clock)
        let watchdog = WriteWatchdog(timeout: limits.writeTimeout, stopwatch: stopwatch)
        try await withThrowingTaskGroup(of: Void.self) { watching in
            watching.addTask {
                guard await watchdog.run(on: clock) else { return }
                logger.notice(
                    "Closed a live \(pattern.id) page's socket: a write waited \(limits.writeTimeout) for the page to read."
                )
                outbox.close()
                peer.abort()
            }
            // Once everything is written (or dropped), nothing is left to watch.
            defer { watching.cancelAll() }
            try await withThrowingTaskGroup(of: Void.self) { writing in
                writing.addTask {
                    await peer.write(outbox, under: watchdog)
                }
                defer { outbox.finish() }
                do {
                    try await connection.start(at: location)
                } catch {
                    outbox.post(.error(describe(error)))
                    return
                }
                try await read(inbound, into: connection, outbox: outbox, clock: clock, stopwatch: stopwatch)
            }
        }
    }

    /// Reads the page's events one at a time while its outbox has room and its rate allows.
    ///
    /// A message that is no event — not JSON, not an object, an unknown type, a field of the
    /// wrong kind or out of range — is answered with an error naming what is wrong, at once and
    /// whatever the rate: it does nothing, costs a parse and a small reply, and the outbox's
    /// room still paces a page that sends them without reading the answers. Every other event
    /// counts against the rate.
    ///
    /// An event over the rate is not applied. The socket then reads the page's next event and
    /// holds it until the rate allows one, reading nothing more meanwhile: a script that
    /// pipelines events is held back by TCP itself, at the cost of two reads per pause, and a
    /// page that closes while held is let go at once. Refusals are answered with at most one
    /// error a second.
    ///
    /// Runs on the global executor, where the socket's messages arrive: the inbound sequence's
    /// iterator stays on the task that made it.
    @concurrent
    private func read<Inbound: AsyncSequence>(
        _ inbound: Inbound,
        into connection: LiveConnection,
        outbox: LiveOutbox,
        clock: any Clock<Duration>,
        stopwatch: Stopwatch
    ) async throws where Inbound.Element == WebSocketMessage {
        var rate = EventRateLimit(perSecond: limits.eventsPerSecond, burst: limits.eventBurst)
        var lastRefusalReported: Duration?
        var events = inbound.makeAsyncIterator()
        var held: ScreenEvent?
        while await outbox.waitForRoom() {
            let event: ScreenEvent
            if let held {
                event = held
            } else {
                guard let message = try await events.next() else { return }
                guard let parsed = read(message, outbox: outbox) else { continue }
                event = parsed
            }
            held = nil
            let now = stopwatch.elapsed
            guard rate.take(at: now) else {
                if lastRefusalReported.map({ now - $0 >= Self.refusalReportInterval }) ?? true {
                    outbox.post(.error(limits.refusal))
                    lastRefusalReported = now
                }
                // The next event, read and held; messages that are no event are answered on
                // the way, as they do nothing.
                while held == nil {
                    guard await outbox.waitForRoom(), let following = try await events.next() else { return }
                    held = read(following, outbox: outbox)
                }
                let wait = rate.delay(at: stopwatch.elapsed)
                if wait > .zero { try await clock.sleep(for: wait) }
                continue
            }
            await handle(event, on: connection, outbox: outbox)
        }
    }

    /// At most one error a second answers events over the rate, however many there are: the
    /// errors must not become the flood.
    static let refusalReportInterval: Duration = .seconds(1)

    @MainActor
    private func makePage(sendingTo outbox: LiveOutbox) -> LivePage {
        LivePage(viewer: viewer, formToken: InjectedValues[\.viewerCookies].formToken(for: viewer)) { _ = outbox.post($0) }
    }

    @MainActor
    private func open(_ page: LivePage) -> LiveConnection {
        let connection = LiveConnection(page: page, module: pattern.assemble(on: page))
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

    /// Reads `message` as an event; anything else is answered with an error event naming what
    /// is wrong, and is `nil`.
    private func read(_ message: WebSocketMessage, outbox: LiveOutbox) -> ScreenEvent? {
        guard case let .text(text) = message else {
            outbox.post(.error("Events are JSON text messages, not binary ones."))
            return nil
        }
        do {
            return try ScreenEvent(json: text)
        } catch {
            outbox.post(.error(error.description))
            return nil
        }
    }

    /// Hands an event to the module; anything wrong becomes an error event on this socket,
    /// which stays open.
    private func handle(_ event: ScreenEvent, on connection: LiveConnection, outbox: LiveOutbox) async {
        do {
            try await connection.handle(event)
        } catch {
            outbox.post(.error(describe(error)))
        }
    }

    private func describe(_ error: any Error) -> String {
        if let outage = error as? any DatabaseOutage, outage.isOutage {
            logger.warning("A live \(pattern.id) page's event found the database out of reach: \(error)")
        }
        if let text = shownText(of: error) { return text }
        logger.error("A live \(pattern.id) page failed: \(error)")
        return "The server could not handle that event; the page is unchanged."
    }
}
