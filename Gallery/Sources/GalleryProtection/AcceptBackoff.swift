#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
package import Logging
package import NIOCore

/// Pauses accepting for a moment when the process is out of file descriptors (or kernel
/// memory), instead of retrying at once.
///
/// NIO's `ServerBootstrap` installs an `AcceptBackoffHandler`, but it only delays the next
/// `read()`: a failed `accept` leaves the server channel's read pending and its socket
/// registered for readability, so with the listen backlog still full, level-triggered `epoll`
/// wakes the loop straight away and `accept4` fails again — thousands of times a second, a
/// whole core. Turning `autoRead` off deregisters the socket; turning it back on after
/// ``delay`` registers it again.
package final class AcceptBackoff: ChannelInboundHandler, RemovableChannelHandler {
    package typealias InboundIn = any Channel
    package typealias InboundOut = any Channel

    /// How long accepting pauses after running out.
    package static let delay = TimeAmount.seconds(1)

    private let logger: Logger
    private var paused = false

    package init(logger: Logger) {
        self.logger = logger
    }

    /// Adds a backoff to the front of a listening channel's pipeline.
    package static func install(on serverChannel: any Channel, logger: Logger) async throws {
        try await serverChannel.eventLoop.submit {
            try serverChannel.pipeline.syncOperations.addHandler(AcceptBackoff(logger: logger), position: .first)
        }.get()
    }

    package func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let error = error as? IOError, [EMFILE, ENFILE, ENOBUFS, ENOMEM].contains(error.errnoCode), !paused {
            paused = true
            logger.warning("Out of file descriptors accepting a connection (\(error)); pausing accepts for \(Self.delay).")
            let options = context.channel.syncOptions
            try? options?.setOption(.autoRead, value: false)
            context.eventLoop.assumeIsolated().scheduleTask(in: Self.delay) { [self] in
                self.paused = false
                try? options?.setOption(.autoRead, value: true)
            }
        }
        context.fireErrorCaught(error)
    }
}

@available(*, unavailable)
extension AcceptBackoff: Sendable {}
