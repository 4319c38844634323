@testable import TrellisStorage

/// A value whose `deinit` reads and writes the registry that held it, as an app's value may: it
/// reads the latest value of its own key, counts itself in `Int`'s, and says so in `String`'s —
/// or, ``Deinit/installs``, only installs `"freed <id>"` as an app's write does (into the scope
/// being built on its thread, if one is).
final class ReentrantValue: Sendable {
    enum Deinit: Sendable {
        case readsAndInstallsForTheProcess, installs
    }

    /// Weak: the registry keeps its first value for good, which would hold it in a cycle; the
    /// values it still holds when it is freed write nothing.
    weak let registry: Registry?
    let freed: Freed
    let id: Int
    let onDeinit: Deinit

    init(_ id: Int, _ registry: Registry, _ freed: Freed, deinit onDeinit: Deinit = .readsAndInstallsForTheProcess) {
        self.id = id
        self.registry = registry
        self.freed = freed
        self.onDeinit = onDeinit
    }

    deinit {
        defer { freed.add(id) }
        guard let registry else { return }
        guard onDeinit == .readsAndInstallsForTheProcess else {
            registry.install("freed \(id)", for: ObjectIdentifier(String.self))
            return
        }
        let latest = registry.installed(for: ObjectIdentifier(ReentrantValue.self), as: ReentrantValue.self)?.id
        let count = registry.installed(for: ObjectIdentifier(Int.self), as: Int.self) ?? 0
        registry.installForProcess(count + 1, for: ObjectIdentifier(Int.self))
        registry.installForProcess("freed \(id) after reading \(latest.map(String.init) ?? "nothing")", for: ObjectIdentifier(String.self))
    }
}
