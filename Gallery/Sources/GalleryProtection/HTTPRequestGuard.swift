import HummingbirdWebSocket
package import Logging
package import NIOCore
package import NIOHTTP1
import NIOWebSocket

/// Answers the requests the server cannot read and closes connections that keep it waiting,
/// on the `.http1WebSocketUpgrade` pipeline, until a live socket takes the connection over.
///
/// Two library behaviours leave gaps it fills:
/// - hummingbird-websocket's `HTTP1WebSocketUpgradeChannel` turns NIO's
///   `HTTPServerProtocolErrorHandler` off (`enableErrorHandling = false`) and answers a parse
///   error only once the first request has been handed to the router. Before that, NIO's
///   `NIOTypedHTTPServerUpgradeHandler` owns the connection, and a decoder error passes it by
///   unanswered: the connection stayed open and everything sent after was read and discarded.
/// - Hummingbird adds its `HTTPConnectionStateHandler` (and with it the idle timeout) only once
///   the first request head has arrived, so a connection that sends nothing, or half a request,
///   was never timed out.
///
/// It sits just after the upgrade handler, where it sees every request head, every decoder
/// error and every response part, and is told of the upgrade (`HTTPServerUpgradeEvents`):
///
/// - A connection with no request in progress that receives nothing for `idleTimeout` is closed.
/// - Once a request's first bytes arrive (``InboundBytesWatcher`` says so), its head must be
///   complete within `headerTimeout`; otherwise it is answered 408 and closed.
/// - A request that cannot be parsed, when no other request is in progress, is answered 400,
///   431 (a head too large) or 505 (a version other than HTTP/1.x), `Connection: close`, and
///   the connection closes. With a request in progress, the error goes on to Hummingbird, which
///   answers 400 once that request's response is written.
/// - On an upgrade to a live socket it steps aside, removing itself and the watcher, and puts
///   an ``UnmaskedFrameGuard`` and a ``ClosingNotice`` after the WebSocket frame decoder
///   instead, as the upgrade completes: before the socket's route runs, so a page is never
///   served without its shutdown notice. If the shutdown began while the upgrade was under
///   way (``ClosingNotice/ShutdownBegan`` came before the socket had a notice to take it), the
///   new notice is told at once, so that page too is sent its closing message and let go
///   within the bound.
/// - On a graceful shutdown it closes the connection unless a request is in progress.
/// - It tells the ``ConnectionRoster`` what the connection is doing, and closes it when the
///   roster sheds it (``ConnectionRoster/Shed``) unless a whole request is being answered.
package final class HTTPRequestGuard: ChannelDuplexHandler, RemovableChannelHandler {
    package typealias InboundIn = HTTPServerRequestPart
    package typealias InboundOut = HTTPServerRequestPart
    package typealias OutboundIn = HTTPServerResponsePart
    package typealias OutboundOut = HTTPServerResponsePart

    private enum Phase {
        /// No request in progress and nothing received since the last one: the idle timer runs.
        case idle
        /// A request's first bytes arrived, its head has not: the header timer runs.
        case readingHead
        /// Requests read and not yet answered: the router's; Hummingbird's own idle timeout
        /// covers a request body that stalls.
        case busy
        /// This handler answered and is closing the connection: whatever else arrives is dropped.
        case answering
    }

    /// How long an answered connection waits for its peer to close before closing it anyway:
    /// closing a socket with unread input resets it, and a reset can destroy the answer before
    /// the peer reads it.
    package static let lingerTime = TimeAmount.seconds(2)

    private let headerTimeout: TimeAmount
    private let idleTimeout: TimeAmount
    private let closingBound: TimeAmount
    private let closingMessage: String
    private let logger: Logger
    private let roster: ConnectionRoster
    private let connection: ObjectIdentifier
    private var phase = Phase.idle
    private var openRequests = 0
    /// Whether a request's head has arrived and its end has not.
    private var receiving = false
    private var timer: Scheduled<Void>?
    private var started = false
    private var inputIsClosed = false
    /// Whether ``ClosingNotice/ShutdownBegan`` has passed by: a graceful shutdown has begun.
    private var shutdownBegan = false
    /// The first line of the request being read, as far as it arrived (up to
    /// ``requestLineLimit`` bytes): the decoder reports a version it does not speak and a line
    /// it cannot read as the same error, and only the line tells them apart.
    private var requestLine: [UInt8] = []
    private var requestLineIsWhole = false
    package static let requestLineLimit = 8 * 1024
    private var context: ChannelHandlerContext?
    /// The watcher at the head of the pipeline; removed with this handler on an upgrade.
    private weak var watcher: InboundBytesWatcher?

    package init(
        headerTimeout: TimeAmount, idleTimeout: TimeAmount, closingBound: TimeAmount, closingMessage: String, logger: Logger,
        roster: ConnectionRoster, connection: ObjectIdentifier
    ) {
        self.closingMessage = closingMessage
        self.headerTimeout = headerTimeout
        self.idleTimeout = idleTimeout
        self.closingBound = closingBound
        self.logger = logger
        self.roster = roster
        self.connection = connection
    }

    /// Adds a guard (and its watcher) to a connection that `HTTP1WebSocketUpgradeChannel` has
    /// just set up: the guard right after NIO's upgrade handler, the watcher first.
    package static func install(
        on channel: any Channel,
        headerTimeout: TimeAmount,
        idleTimeout: TimeAmount,
        closingBound: TimeAmount,
        closingMessage: String,
        logger: Logger,
        roster: ConnectionRoster
    ) throws {
        let pipeline = channel.pipeline.syncOperations
        let upgrader = try pipeline.context(handlerType: NIOTypedHTTPServerUpgradeHandler<HTTP1WebSocketUpgradeChannel.UpgradeResult>.self)
        let requestGuard = HTTPRequestGuard(
            headerTimeout: headerTimeout, idleTimeout: idleTimeout, closingBound: closingBound, closingMessage: closingMessage,
            logger: logger, roster: roster, connection: ObjectIdentifier(channel)
        )
        let watcher = InboundBytesWatcher(requestGuard: requestGuard)
        requestGuard.watcher = watcher
        try pipeline.addHandler(requestGuard, position: .after(upgrader.handler))
        try pipeline.addHandler(watcher, position: .first)
    }

    // MARK: Life cycle

    package func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        if context.channel.isActive { start() }
    }

    package func handlerRemoved(context: ChannelHandlerContext) {
        cancelTimer()
        self.context = nil
    }

    package func channelActive(context: ChannelHandlerContext) {
        start()
        context.fireChannelActive()
    }

    package func channelInactive(context: ChannelHandlerContext) {
        cancelTimer()
        context.fireChannelInactive()
    }

    private func start() {
        guard !started else { return }
        started = true
        schedule(after: idleTimeout)
    }

    // MARK: Inbound

    /// Called by the watcher when bytes arrive, before the decoder reads them.
    package func bytesArrived(_ bytes: ByteBuffer) {
        if phase == .idle {
            phase = .readingHead
            requestLine = []
            requestLineIsWhole = false
            schedule(after: headerTimeout)
        }
        guard phase == .readingHead, !requestLineIsWhole else { return }
        let unread = bytes.readableBytesView.prefix(Self.requestLineLimit - requestLine.count)
        if let lineEnd = unread.firstIndex(of: UInt8(ascii: "\n")) {
            requestLine += unread[..<lineEnd]
            requestLineIsWhole = true
        } else {
            requestLine += unread
            requestLineIsWhole = requestLine.count >= Self.requestLineLimit
        }
    }

    package func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard phase != .answering else { return }
        switch unwrapInboundIn(data) {
        case .head(let head):
            guard head.version.major == 1 else {
                refuse(HTTPParserError.invalidVersion, context: context)
                return
            }
            openRequests += 1
            phase = .busy
            receiving = true
            cancelTimer()
        case .end where receiving:
            receiving = false
            // A request answered before its body ended (413) is not being served any more.
            if openRequests > 0 { roster.mark(connection, .serving) }
        case .body, .end:
            break
        }
        context.fireChannelRead(data)
    }

    package func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let parseError = error as? HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        refuse(parseError, context: context)
    }

    package func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case .upgradeComplete = event as? HTTPServerUpgradeEvents {
            handOverToWebSocket(context: context)
            context.fireUserInboundEventTriggered(event)
            return
        }
        if event as? ChannelEvent == .inputClosed {
            inputIsClosed = true
        }
        if event is ClosingNotice.ShutdownBegan {
            shutdownBegan = true
        }
        if event is ConnectionRoster.Shed {
            // Shed only while no whole request is being answered: the roster's choice may
            // have crossed the request's end on its way here.
            if phase != .busy || receiving { closeQuietly(context) }
            return
        }
        if phase == .answering, event as? ChannelEvent == .inputClosed {
            // The peer read the answer and closed its side.
            context.close(promise: nil)
        }
        if event is ChannelShouldQuiesceEvent, phase == .idle || phase == .readingHead {
            // A graceful shutdown: Hummingbird's HTTPConnectionStateHandler closes a connection
            // between requests, but it is only added with the first request, so a connection
            // that has not sent one would hold the shutdown up until it timed out.
            closeQuietly(context)
        }
        context.fireUserInboundEventTriggered(event)
    }

    // MARK: Outbound

    package func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let part = unwrapOutboundIn(data)
        context.write(data, promise: promise)
        if case .end = part, phase == .busy {
            openRequests = max(0, openRequests - 1)
            if openRequests == 0 {
                phase = .idle
                roster.mark(connection, .waiting)
                schedule(after: idleTimeout)
            }
        }
    }

    // MARK: Answers

    /// Answers a request that cannot be read, unless another is in progress: then Hummingbird,
    /// which is reading that one, gets the error and answers 400 after its response.
    private func refuse(_ error: HTTPParserError, context: ChannelHandlerContext) {
        switch phase {
        case .answering:
            return
        case .busy where openRequests > 0:
            context.fireErrorCaught(error)
        case .idle, .readingHead, .busy:
            let (status, explanation) = Self.answer(to: error, requestLine: requestLine)
            logger.debug("Refused a request that cannot be read: \(error); answered \(status.code).")
            answer(status, explanation, context: context)
        }
    }

    /// The status and the text that answer `error`, met in a request whose first line began
    /// with `requestLine`.
    package static func answer(to error: HTTPParserError, requestLine: [UInt8]) -> (HTTPResponseStatus, String) {
        switch error {
        case .headerOverflow:
            return (
                .requestHeaderFieldsTooLarge,
                "The request's head (its URL, headers or cookies) is too large. If this keeps happening, clear this site's cookies.\n"
            )
        case .invalidVersion where namesAnotherVersion(requestLine):
            return (.httpVersionNotSupported, "This server speaks HTTP/1.1 (and WebSockets over it).\n")
        default:
            return (.badRequest, "The request could not be read as HTTP/1.1 (\(error)).\n")
        }
    }

    /// Whether a request line ends in a well-formed version other than 1.x, such as `HTTP/9.9`.
    package static func namesAnotherVersion(_ requestLine: [UInt8]) -> Bool {
        var line = requestLine[...]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        guard let space = line.lastIndex(of: UInt8(ascii: " ")) else { return false }
        let version = Array(line[(space + 1)...])
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        guard version.count == 8, version.starts(with: Array("HTTP/".utf8)), digits.contains(version[5]),
            version[6] == UInt8(ascii: "."), digits.contains(version[7])
        else { return false }
        return version[5] != UInt8(ascii: "1")
    }

    private func timedOut() {
        timer = nil
        guard let context else { return }
        switch phase {
        case .idle:
            logger.debug("Closed a connection idle for \(idleTimeout).")
            closeQuietly(context)
        case .readingHead:
            logger.debug("Closed a connection whose request head did not arrive within \(headerTimeout).")
            answer(.requestTimeout, "The request's head did not arrive in time.\n", context: context)
        case .answering:
            closeQuietly(context)
        case .busy:
            break
        }
    }

    /// Writes a whole response that closes the connection, closes the connection's output once
    /// it is written, and the rest once the peer has closed or `lingerTime` has passed.
    private func answer(_ status: HTTPResponseStatus, _ explanation: String, context: ChannelHandlerContext) {
        phase = .answering
        cancelTimer()
        let body = context.channel.allocator.buffer(string: explanation)
        let headers = HTTPHeaders([
            ("Connection", "close"),
            ("Content-Type", "text/plain; charset=utf-8"),
            ("Content-Length", String(body.readableBytes)),
            ("X-Content-Type-Options", "nosniff"),
        ])
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        let written = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
        written.futureResult.assumeIsolated().whenComplete { [self] result in
            guard case .success = result else {
                self.closeQuietly(context)
                return
            }
            context.close(mode: .output, promise: nil)
            self.schedule(after: Self.lingerTime)
        }
    }

    /// Closes the connection's input first, so NIO's upgrade handler, if the first request never
    /// came, ends its wait as for a peer that went away instead of reporting a failed upgrade.
    private func closeQuietly(_ context: ChannelHandlerContext) {
        // Only on an open, registered channel whose input is still open: NIO asserts that a
        // channel it shuts the input of is registered.
        if context.channel.isActive, !inputIsClosed {
            inputIsClosed = true
            context.channel.close(mode: .input, promise: nil)
        }
        context.close(promise: nil)
    }

    // MARK: Upgrade

    private func handOverToWebSocket(context: ChannelHandlerContext) {
        cancelTimer()
        phase = .busy
        roster.mark(connection, .live)
        let pipeline = context.pipeline.syncOperations
        do {
            let decoder = try pipeline.context(handlerType: ByteToMessageHandler<WebSocketFrameDecoder>.self)
            try pipeline.addHandler(ClosingNotice(message: closingMessage, bound: closingBound), position: .after(decoder.handler))
            try pipeline.addHandler(UnmaskedFrameGuard(), position: .after(decoder.handler))
        } catch {
            logger.error("Could not add the unmasked-frame check and the closing notice to a live socket (\(error)); closing it.")
            context.close(promise: nil)
        }
        if let watcher {
            pipeline.removeHandler(watcher, promise: nil)
        }
        pipeline.removeHandler(self, promise: nil)
        if shutdownBegan {
            // The socket's route has not run yet, so this reaches the notice before anything
            // swift-websocket's own graceful-shutdown handler writes once the route starts.
            pipeline.fireUserInboundEventTriggered(ClosingNotice.ShutdownBegan())
        }
    }

    // MARK: Timer

    private func schedule(after delay: TimeAmount) {
        cancelTimer()
        guard let context else { return }
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: delay) { [self] in
            self.timedOut()
        }
    }

    private func cancelTimer() {
        timer?.cancel()
        timer = nil
    }
}

@available(*, unavailable)
extension HTTPRequestGuard: Sendable {}
