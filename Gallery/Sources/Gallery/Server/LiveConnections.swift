import Synchronization

/// The live pages open now, each with the module that backs it.
///
/// The server tells them when it shuts down; tests and the load benchmark read how many are
/// open, and leak proofs take the modules from here before closing their sockets.
@MainActor
public final class LiveConnections {
    private var open: [ObjectIdentifier: LiveConnection] = [:]
    private var memory = MemoryTrim()

    public nonisolated init() {}

    /// How many live pages are open.
    public var count: Int {
        open.count
    }

    /// The modules of the open pages.
    public var modules: [any LiveModule] {
        open.values.compactMap(\.module)
    }

    func add(_ connection: LiveConnection) {
        open[ObjectIdentifier(connection)] = connection
        memory.opened(leaving: open.count)
    }

    func remove(_ connection: LiveConnection) {
        open[ObjectIdentifier(connection)] = nil
        if memory.closed(leaving: open.count) { MemoryTrim.trim() }
    }

    /// Sends `message` as a `closing` event to every open page, and returns once each was
    /// written, or after `timeout` for pages too slow to take it.
    public func tellClosing(_ message: String, timeout: Duration = .seconds(1)) async {
        let unwritten = Countdown(open.count)
        for connection in open.values {
            connection.sendClosing(message) { unwritten.decrement() }
        }
        let deadline = ContinuousClock.now + timeout
        while unwritten.value > 0, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
}

/// One live page: its page state and, while the socket lives, its module.
@MainActor
final class LiveConnection {
    let page: LivePage
    private(set) var module: (any LiveModule)?
    private let outbox: AsyncStream<Outgoing>.Continuation

    init(page: LivePage, module: any LiveModule, outbox: AsyncStream<Outgoing>.Continuation) {
        self.page = page
        self.module = module
        self.outbox = outbox
    }

    /// Sends a `closing` event, and calls `written` once it was written or dropped.
    func sendClosing(_ message: String, written: @escaping @Sendable () -> Void) {
        if case .terminated = outbox.yield(Outgoing(.closing(message), written: written)) {
            written()
        }
    }

    func start(at location: GalleryLocation) async throws {
        try await module?.start(at: location)
    }

    func handle(_ event: ScreenEvent) async throws {
        try await module?.handle(event)
    }

    /// Drops the module: with it go its views and everything behind them.
    func close() {
        module = nil
    }
}

/// A count that other tasks take down.
private final class Countdown: Sendable {
    private let count: Mutex<Int>

    init(_ count: Int) {
        self.count = Mutex(count)
    }

    var value: Int {
        count.withLock { $0 }
    }

    func decrement() {
        count.withLock { $0 -= 1 }
    }
}
