@testable import TrellisStorage

/// A value whose `deinit` reads and writes the registry that held it, as an app's value may: it
/// reads the latest value of its own key, counts itself in `Int`'s, and says so in `String`'s.
final class ReentrantValue: Sendable {
    /// Weak: the registry keeps its first value for good, which would hold it in a cycle; the
    /// values it still holds when it is freed write nothing.
    weak let registry: Registry?
    let freed: Freed
    let id: Int

    init(_ id: Int, _ registry: Registry, _ freed: Freed) {
        self.id = id
        self.registry = registry
        self.freed = freed
    }

    deinit {
        defer { freed.add(id) }
        guard let registry else { return }
        let latest = registry.installed(for: ObjectIdentifier(ReentrantValue.self), as: ReentrantValue.self)?.id
        let count = registry.installed(for: ObjectIdentifier(Int.self), as: Int.self) ?? 0
        registry.installForProcess(count + 1, for: ObjectIdentifier(Int.self))
        registry.installForProcess("freed \(id) after reading \(latest.map(String.init) ?? "nothing")", for: ObjectIdentifier(String.self))
    }
}
