import Synchronization
public import TrellisStorage  // public: the inlinable observed path reads the enclosing call

/// Where observers are kept and how an observed call tells them.
///
/// Observers are a value of the registry like a plug, under a key of a private type that only
/// this file reads: a list for the process in its slot, and a list per scope in the scope's
/// entries. Reading them is no injection-key read, so a key's default never plays a part.
@usableFromInline
enum ActionObservation {
    /// The call whose implementation is running in this task, which a call made from it names
    /// as its parent.
    @usableFromInline static let enclosingCall = TaskLocal<ObservedCall.ID?>(wrappedValue: nil)

    /// The number of the next observed call.
    private static let nextID = Atomic<UInt64>(1)

    /// The key observers are stored under; no other code can name it.
    private enum ObserversKey {}

    // MARK: - Installing

    /// Adds `observer` to those of the scope being built on this thread (which start from the
    /// outer scope's), or, outside any update closure, to the process's.
    static func add(_ observer: any ActionObserver) {
        let registry = Storage.registry
        let key = ObjectIdentifier(ObserversKey.self)
        let earlier: ActionObservers? = if ScopeBuilder.current != nil {
            registry.valueWhileBuilding(key, as: ActionObservers.self)
        } else {
            registry.installed(for: key, as: ActionObservers.self)
        }
        registry.install(ActionObservers((earlier?.observers ?? []) + [observer]), for: key)
    }

    // MARK: - Observing a call

    /// Tells the observers the current task sees that `action` is about to be performed, or
    /// returns `nil` when none does (another task's scope is being observed).
    @usableFromInline
    static func begin<A: Action>(_ action: A.Type, at caller: CallerLocation) -> Observation? {
        // This module's own registry and task-local, which cost no retain to reach.
        let registry = ActionStorage.registry
        let key = ObjectIdentifier(ObserversKey.self)
        let process = registry.installed(for: key, as: ActionObservers.self).flatMap(\.nonEmpty)
        let scoped = registry.overrides.anyAlive
            ? registry.scoped(ActionStorage.taskScope.get(), for: key, as: ActionObservers.self).flatMap(\.nonEmpty) : nil
        guard process != nil || scoped != nil else { return nil }
        let call = ObservedCall(
            id: ObservedCall.ID(rawValue: nextID.wrappingAdd(1, ordering: .relaxed).oldValue),
            parentID: enclosingCall.get(),
            action: action,
            inputType: A.Input.self,
            caller: caller
        )
        let observation = Observation(call: call, process: process, scoped: scoped, started: .now)
        observation.tell { $0.willPerform(call) }
        return observation
    }
}

/// One observed call between its start and its end.
@usableFromInline
struct Observation: Sendable {
    @usableFromInline let call: ObservedCall
    /// The process's observers, then the scope's: two lists rather than one joined, so that
    /// observing a call allocates no array.
    let process: ActionObservers?
    let scoped: ActionObservers?
    let started: ContinuousClock.Instant

    /// Tells the observers how the call ended.
    @usableFromInline
    func end(_ outcome: ActionOutcome) {
        let duration = started.duration(to: .now)
        tell { $0.didPerform(call, outcome: outcome, duration: duration) }
    }

    /// Tells the observers how the call ended — its output's type, or its error — and hands
    /// the result on to the caller.
    @usableFromInline
    func end<Output: Sendable, Failure: Error>(with result: Result<Output, Failure>) throws(Failure) -> Output {
        switch result {
        case let .success(output):
            end(.returned(Output.self))
            return output
        case let .failure(error):
            end(.threw(error))
            throw error
        }
    }

    /// Runs `message` for every observer: the process's first, then the scope's.
    func tell(_ message: (any ActionObserver) -> Void) {
        for observer in process?.observers ?? [] { message(observer) }
        for observer in scoped?.observers ?? [] { message(observer) }
    }
}

/// The observers of the process or of one scope, counted in the registry while the list lives,
/// so that calls skip observation while no list with an observer exists.
final class ActionObservers: Sendable {
    let observers: [any ActionObserver]

    /// The list, or `nil` when it has no observer.
    var nonEmpty: ActionObservers? { observers.isEmpty ? nil : self }

    init(_ observers: [any ActionObserver]) {
        self.observers = observers
        Storage.registry.countObservers(observers.count)
    }

    deinit {
        Storage.registry.countObservers(-observers.count)
    }
}
