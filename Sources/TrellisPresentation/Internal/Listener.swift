/// One registered listener: its closure, the newest version it saw, and whether it still runs.
@MainActor
final class Listener {
    private let isAlive: @MainActor () -> Bool
    private let call: @MainActor (any Sendable) -> Void
    private var lastVersion: UInt64 = 0
    private var isCancelled = false
    weak var registry: ListenerRegistry?
    var key: ObjectIdentifier?

    init(isAlive: @escaping @MainActor () -> Bool, call: @escaping @MainActor (any Sendable) -> Void) {
        self.isAlive = isAlive
        self.call = call
    }

    /// Registered, not cancelled, and its owner (if any) alive.
    var isActive: Bool {
        !isCancelled && registry != nil && isAlive()
    }

    /// Calls the closure unless it already saw this version or a newer one.
    func receive(_ value: any Sendable, version: UInt64) {
        guard !isCancelled, version > lastVersion else { return }
        lastVersion = version
        call(value)
    }

    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        if let key {
            registry?.remove(self, for: key)
        }
    }
}
