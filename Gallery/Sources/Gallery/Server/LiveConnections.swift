import GalleryProtection
import Trellis
public import LiveScreens

/// The live pages open now, each with the module that backs it.
///
/// Tests and the load benchmark read how many are open, and leak proofs take the modules from
/// here before closing their sockets.
@MainActor
public final class LiveConnections {
    private var open: [ObjectIdentifier: LiveConnection] = [:]
    private var memory = MemoryTrim()
    /// The callers of ``allClosed()`` waiting for the last page to close.
    private var waitingForNone: [CheckedContinuation<Void, Never>] = []

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
        if open.isEmpty, !waitingForNone.isEmpty {
            let waiting = waitingForNone
            waitingForNone = []
            for continuation in waiting { continuation.resume() }
        }
    }

    /// Returns once no live page is open: at once if none is, otherwise when the last one
    /// closes (its module dropped and handed to the leak detector).
    ///
    /// A socket closed by its browser is closed on the server a moment later, by the task
    /// that served it; a test or a shutdown that needs the server to have let go awaits this.
    public func allClosed() async {
        guard !open.isEmpty else { return }
        await withCheckedContinuation { waitingForNone.append($0) }
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

    /// Hands a click to the module through the page, which shows what it did in its panel.
    func handle(_ event: ScreenEvent) async throws {
        guard let module else { return }
        try await page.handle(event, by: module)
    }

    /// Drops the module: with it go its views and everything behind them.
    ///
    /// Each part of the module is handed to the current `LeakDetector` first. The Gallery turns
    /// the shared one on at start-up in a debug build, so a part still alive after its grace
    /// period — held by a cycle, a strong reference back, or a task that never ends — is
    /// reported on standard error, naming this line; a release build does nothing here.
    func close() {
        guard let module else { return }
        let parts = module.parts
        self.module = nil
        let detector = LeakDetector.current
        for part in parts {
            detector.expectDeallocation(of: part.object)
        }
    }
}
