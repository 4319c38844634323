/// The storage a ``Coordinator`` keeps its running children in: strong references down to the
/// children, one weak reference up to the parent.
///
/// Every coordinator declares one and never touches it directly;
/// ``Coordinator/startChild(_:file:line:)`` and ``Coordinator/finish(file:line:)`` keep it up to date.
///
/// ```swift
/// final class ListCoordinator: Coordinator {
///     let children = CoordinatorChildren()
///     func start() { … }
/// }
/// ```
@MainActor
public final class CoordinatorChildren {
    /// The running child coordinators, in the order they were started.
    public private(set) var coordinators: [any Coordinator] = []

    /// The coordinator that started the owner of this storage, held weakly.
    public internal(set) weak var parent: (any Coordinator)?

    /// Empty storage, for a coordinator's stored property.
    ///
    /// It is `nonisolated` so it can be a default value: `let children = CoordinatorChildren()`.
    public nonisolated init() {}

    // MARK: - API

    /// How many children are running.
    public var count: Int {
        coordinators.count
    }

    /// Whether no child is running.
    public var isEmpty: Bool {
        coordinators.isEmpty
    }

    /// Whether `coordinator` is one of the running children.
    ///
    /// ```swift
    /// #expect(coordinator.children.contains(listCoordinator))
    /// ```
    ///
    /// - Parameter coordinator: The coordinator to look for, compared by identity.
    public func contains(_ coordinator: any Coordinator) -> Bool {
        coordinators.contains { $0 === coordinator }
    }

    // MARK: - Internal

    func add(_ coordinator: any Coordinator) {
        guard !contains(coordinator) else { return }
        coordinators.append(coordinator)
    }

    func remove(_ coordinator: any Coordinator) {
        coordinators.removeAll { $0 === coordinator }
    }
}
