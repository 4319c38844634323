/// The live pages open now, each with the module that backs it.
///
/// The server tells them when it shuts down; tests and the load benchmark read how many are
/// open, and leak proofs take the modules from here before closing their sockets.
@MainActor
public final class LiveConnections {
    private var open: [ObjectIdentifier: LiveConnection] = [:]

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
    }

    func remove(_ connection: LiveConnection) {
        open[ObjectIdentifier(connection)] = nil
    }
}

/// One live page: its page state and, while the socket lives, its module.
@MainActor
final class LiveConnection {
    let page: LivePage
    private(set) var module: (any LiveModule)?

    init(page: LivePage, module: any LiveModule) {
        self.page = page
        self.module = module
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
