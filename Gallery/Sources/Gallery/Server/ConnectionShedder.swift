import Logging
import NIOCore
import Synchronization

/// Keeps a reserve of connections free below the cap, so that no client can lock the others
/// out by holding connections: once more than the cap less the reserve are open, it closes
/// the ones that cost the server most.
///
/// ``ConnectionCap`` stops accepting at the cap, and a connection over it waits in the listen
/// backlog; on its own, a client that holds the cap's worth of half-sent requests or live
/// sockets made every other client wait until its connections timed out, or for ever. So every
/// connection is registered here as it opens (``GuardedHTTPChannel``) and tells what it is
/// doing (``HTTPRequestGuard``). When one opens past the cap less the reserve, as many are
/// shed as it takes to get back under:
///
/// 1. The oldest connections that are idle (opened, or between requests, with nothing to read)
///    or half-sent (a request head begun and not finished), that have been open for at least
///    ``grace``: what a slow or stalled client leaves behind, and what a browser reopens by
///    itself when it needs one.
/// 2. Then, if that is not enough, the newest connections of the client (by address) holding
///    the most: one client's flood of live sockets costs that client, not the others.
///
/// A connection is closed input first, as ``HTTPRequestGuard`` closes a silent one, so an
/// upgrade under way ends as for a peer that went away. The log says what was shed at most once
/// every ``reportInterval``, with counts, so a client that keeps the server at its cap cannot
/// flood the log.
final class ConnectionShedder: Sendable {
    /// What a connection is doing, as far as shedding goes.
    enum State: UInt8, Sendable {
        /// Open with nothing to read: new, or between requests.
        case idle
        /// A request head begun and not finished.
        case halfSent
        /// A request being read or answered.
        case busy
        /// A WebSocket.
        case live
    }

    /// One open connection.
    final class Connection: Sendable {
        let channel: any Channel
        /// The client's address, as the server sees it.
        let client: String
        /// Its place in the order connections opened in.
        let number: UInt64
        let opened: ContinuousClock.Instant
        private let current = Atomic<UInt8>(State.idle.rawValue)

        init(channel: any Channel, client: String, number: UInt64, opened: ContinuousClock.Instant) {
            self.channel = channel
            self.client = client
            self.number = number
            self.opened = opened
        }

        /// What the connection is doing now.
        var state: State {
            get { State(rawValue: current.load(ordering: .relaxed)) ?? .busy }
            set { current.store(newValue.rawValue, ordering: .relaxed) }
        }

        /// Closes the connection, input first, on its event loop.
        fileprivate func shed() {
            let channel = channel
            channel.eventLoop.execute {
                if channel.isActive {
                    channel.close(mode: .input, promise: nil)
                }
                channel.close(promise: nil)
            }
        }
    }

    /// How long a new connection may stay silent before it counts as idle: a browser sends its
    /// request as soon as it connects.
    static let grace = Duration.milliseconds(250)
    /// The longest the log goes without saying what was shed, while connections are.
    static let reportInterval = Duration.seconds(10)

    /// The cap: ``GalleryServer/Configuration/maxConnections``.
    let maximum: Int
    /// How many below the cap stay free: ``GalleryServer/Configuration/connectionReserve``.
    let reserve: Int
    private let logger: Logger
    private let registry = Mutex(Registry())

    private struct Registry {
        var open: [ObjectIdentifier: Connection] = [:]
        var perClient: [String: Int] = [:]
        var opened: UInt64 = 0
        var shed = Tally()
        var lastReport: ContinuousClock.Instant?
    }

    /// What was shed since the log last said so.
    private struct Tally {
        var idle = 0
        var halfSent = 0
        /// Per client: how many of its connections were shed for holding the most, and the
        /// most it held when one was.
        var crowding: [String: (shed: Int, held: Int)] = [:]

        var total: Int { idle + halfSent + crowding.values.reduce(0) { $0 + $1.shed } }
    }

    init(maximum: Int, reserve: Int, logger: Logger) {
        self.maximum = maximum
        self.reserve = reserve
        self.logger = logger
    }

    /// The most connections open before new ones make room by shedding others.
    var threshold: Int { maximum - reserve }

    /// How many connections are open, for tests.
    var openCount: Int {
        registry.withLock { $0.open.count }
    }

    /// Registers `channel`, just accepted, and sheds what it takes to keep the reserve free.
    func opened(_ channel: any Channel) -> Connection {
        let now = ContinuousClock.now
        let client = channel.remoteAddress?.ipAddress ?? "an unknown address"
        let threshold = threshold
        let opening: (Connection, [Connection], String?) = registry.withLock { registry in
            registry.opened += 1
            let connection = Connection(channel: channel, client: client, number: registry.opened, opened: now)
            registry.open[ObjectIdentifier(channel)] = connection
            registry.perClient[client, default: 0] += 1
            let excess = registry.open.count - threshold
            guard excess > 0 else { return (connection, [], nil) }
            let victims = Self.choose(excess, in: &registry, at: now)
            return (connection, victims, self.line(for: &registry, at: now))
        }
        for victim in opening.1 { victim.shed() }
        if let line = opening.2 { logger.warning("\(line)") }
        return opening.0
    }

    /// Forgets `connection`, which closed.
    func closed(_ connection: Connection) {
        registry.withLock { registry in
            Self.forget(connection, in: &registry)
        }
    }

    private static func forget(_ connection: Connection, in registry: inout Registry) {
        guard registry.open.removeValue(forKey: ObjectIdentifier(connection.channel)) != nil else { return }
        let left = (registry.perClient[connection.client] ?? 1) - 1
        registry.perClient[connection.client] = left > 0 ? left : nil
    }

    /// Picks `count` connections to shed, forgets them and counts them in the tally.
    private static func choose(_ count: Int, in registry: inout Registry, at now: ContinuousClock.Instant) -> [Connection] {
        var victims: [Connection] = []
        // 1. The oldest idle or half-sent, past their grace.
        let waiting = registry.open.values.filter { ($0.state == .idle || $0.state == .halfSent) && now - $0.opened >= grace }
        let oldest = count == 1 ? waiting.min { $0.number < $1.number }.map { [$0] } ?? [] : Array(waiting.sorted { $0.number < $1.number }.prefix(count))
        for connection in oldest {
            if connection.state == .halfSent { registry.shed.halfSent += 1 } else { registry.shed.idle += 1 }
            forget(connection, in: &registry)
            victims.append(connection)
        }
        // 2. The newest of the client holding the most.
        while victims.count < count, let (client, held) = registry.perClient.max(by: { $0.value < $1.value }) {
            guard let newest = registry.open.values.filter({ $0.client == client }).max(by: { $0.number < $1.number }) else { break }
            let before = registry.shed.crowding[client] ?? (0, 0)
            registry.shed.crowding[client] = (before.shed + 1, max(before.held, held))
            forget(newest, in: &registry)
            victims.append(newest)
        }
        return victims
    }

    /// The log line for what was shed since the last one, if one is due.
    private func line(for registry: inout Registry, at now: ContinuousClock.Instant) -> String? {
        if let last = registry.lastReport, now - last < Self.reportInterval { return nil }
        let tally = registry.shed
        let since = registry.lastReport.map { " in the last \(Self.seconds(now - $0)) s" } ?? ""
        registry.lastReport = now
        registry.shed = Tally()
        var parts: [String] = []
        if tally.idle + tally.halfSent > 0 {
            parts.append("\(tally.idle) idle and \(tally.halfSent) half-sent, oldest first")
        }
        for (client, crowding) in tally.crowding.sorted(by: { $0.value.shed > $1.value.shed }) {
            parts.append("\(crowding.shed) of \(client)'s, newest first, the client holding the most (\(crowding.held))")
        }
        let total = tally.total
        return "Shed \(total) connection\(total == 1 ? "" : "s")\(since) to keep \(reserve) of the \(maximum) the server accepts free for new ones "
            + "(--max-connections, --connection-reserve): \(parts.joined(separator: "; ")). Said at most once every \(Self.seconds(Self.reportInterval)) s."
    }

    private static func seconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds)
    }
}
