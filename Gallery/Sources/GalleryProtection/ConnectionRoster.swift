package import Logging
package import NIOCore
import Synchronization

/// Every open connection, what it is doing and who opened it; keeps ``reserve`` of the cap free
/// by closing the connections that matter least as new ones arrive.
///
/// The cap alone (``ConnectionCap``) let one client hold every connection with requests it
/// never finished, or with live sockets, while everyone else waited in the listen backlog until
/// a timeout freed one. Past `cap - reserve` open connections, each new one closes another: the
/// oldest that is idle or still sending its request, or else the newest live socket of the
/// client holding the most. A request being answered is never closed.
package final class ConnectionRoster: Sendable {
    /// What a connection is doing, as its ``HTTPRequestGuard`` last said.
    package enum Activity: Sendable {
        /// No request in progress, or one whose head or body is still arriving: closing it
        /// loses nothing a client has not already waited on.
        case waiting
        /// A whole request read and not yet answered.
        case serving
        /// A live socket.
        case live
    }

    /// Sent down a connection's pipeline to close it; its ``HTTPRequestGuard`` closes it so
    /// that NIO's upgrade handler ends its wait as for a peer that went away.
    package struct Shed: Sendable {}

    private struct Entry {
        let channel: any Channel
        let peer: String
        let serial: Int
        var activity = Activity.waiting
        var shedding = false
    }

    private struct State {
        var open: [ObjectIdentifier: Entry] = [:]
        var nextSerial = 0
        var shedding = 0
    }

    /// The most connections open at once.
    package let cap: Int
    /// How many of them stay free for new connections.
    package let reserve: Int
    private let state = Mutex(State())
    private let tally: LogTally

    package init(cap: Int, reserve: Int, logger: Logger) {
        self.cap = cap
        self.reserve = reserve
        tally = LogTally { [cap, reserve] counts, latest in
            logger.warning(
                "Connection reserve: closed \(counts) in the last 10 s (latest: \(latest)), to keep \(reserve) of the \(cap) connections free for new ones (--max-connections, --connection-reserve)."
            )
        }
    }

    /// Counts `channel` in until it closes, and closes others if it took the reserve.
    package func opened(_ channel: any Channel) {
        let id = ObjectIdentifier(channel)
        let peer = channel.remoteAddress?.ipAddress ?? "an unknown client"
        let victims = state.withLock { state -> [Entry] in
            state.open[id] = Entry(channel: channel, peer: peer, serial: state.nextSerial)
            state.nextSerial += 1
            var victims: [Entry] = []
            while state.open.count - state.shedding > cap - reserve, let victim = Self.victim(in: state, sparing: id) {
                state.open[victim]?.shedding = true
                state.shedding += 1
                victims.append(state.open[victim]!)
            }
            return victims
        }
        channel.closeFuture.whenComplete { [self] _ in self.closed(id) }
        for victim in victims { shed(victim) }
    }

    /// Records what the connection with `id` is doing now.
    ///
    /// A connection chosen to be shed that changed meanwhile keeps what it does (its guard
    /// ignores the shed while it answers a request, and a live socket has no guard): it counts
    /// as open again, so the next new connection sheds another.
    package func mark(_ id: ObjectIdentifier, _ activity: Activity) {
        state.withLock { state in
            guard var entry = state.open[id], entry.activity != activity else { return }
            entry.activity = activity
            if entry.shedding {
                entry.shedding = false
                state.shedding -= 1
            }
            state.open[id] = entry
        }
    }

    private func closed(_ id: ObjectIdentifier) {
        state.withLock { state in
            if state.open.removeValue(forKey: id)?.shedding == true { state.shedding -= 1 }
        }
    }

    /// The connection to close: the oldest waiting one; failing that, the newest live socket of
    /// the client holding the most. Never `spared`, the one that just arrived.
    private static func victim(in state: State, sparing spared: ObjectIdentifier) -> ObjectIdentifier? {
        let candidates = state.open.lazy.filter { $0.key != spared && !$0.value.shedding }
        if let oldest = candidates.filter({ $0.value.activity == .waiting }).min(by: { $0.value.serial < $1.value.serial }) {
            return oldest.key
        }
        let live = candidates.filter { $0.value.activity == .live }
        var held: [String: Int] = [:]
        for (_, entry) in live { held[entry.peer, default: 0] += 1 }
        guard let holder = held.max(by: { $0.value < $1.value })?.key else { return nil }
        return live.filter { $0.value.peer == holder }.max(by: { $0.value.serial < $1.value.serial })?.key
    }

    private func shed(_ entry: Entry) {
        switch entry.activity {
        case .waiting:
            entry.channel.pipeline.fireUserInboundEventTriggered(Shed())
            tally.record("idle or half-sent connections", latest: "\(entry.peer)", on: entry.channel.eventLoop)
        case .live, .serving:
            entry.channel.close(promise: nil)
            tally.record("live sockets", latest: "a live socket of \(entry.peer), which held the most", on: entry.channel.eventLoop)
        }
    }
}
