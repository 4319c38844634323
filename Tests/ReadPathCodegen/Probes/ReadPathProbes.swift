// The read-path probes: each reads one injected value the way an app or the kit does, compiled
// with -O and whole-module optimisation against the kit's modules, so that the read path inlines
// into it as it does into an app. `check_listing.py` checks, in the assembly, that whatever a
// probe retains it retains before `trellis_retract_word_opaque` (README.md).
//
// Every function named `probe…` is a probe. Each reads exactly one value and returns it, so that
// nothing legitimate follows the retraction: a probe that read two values would retain the second
// after retracting the first.

public import TrellisInjection
package import TrellisStorage

// MARK: - Values of every kind a read copies differently

/// A class: copied with `swift_retain`.
public final class Service: Sendable {
    public let id: Int
    public init(id: Int) { self.id = id }
}

/// A class-bound existential: `swift_retain` (`swift_unknownObjectRetain` with Objective-C interop).
public protocol Repository: AnyObject, Sendable {
    func load() -> Int
}

/// An opaque existential: copied through its value witnesses, in an outlined copy.
public protocol Clock: Sendable {
    func now() -> Int
}

/// A struct holding a string, a class and a plain word: several retains in one copy.
public struct Settings: Sendable {
    public var name: String
    public var service: Service
    public var retries: Int
}

public final class SystemRepository: Repository {
    public func load() -> Int { 0 }
}

public struct SystemClock: Clock {
    public func now() -> Int { 0 }
}

public enum ServiceKey: InjectionKey {
    public static var defaultValue: Service { Service(id: 0) }
}

public enum NameKey: InjectionKey {
    public static var defaultValue: String { "" }
}

public enum RepositoryKey: InjectionKey {
    public static var defaultValue: any Repository { SystemRepository() }
}

public enum ClockKey: InjectionKey {
    public static var defaultValue: any Clock { SystemClock() }
}

public enum SettingsKey: InjectionKey {
    public static var defaultValue: Settings { Settings(name: "", service: Service(id: 0), retries: 0) }
}

public enum HandlerKey: InjectionKey {
    public static var defaultValue: @Sendable () -> Int { { 0 } }
}

public enum LimitsKey: InjectionKey {
    public static var defaultValue: [Int] { [] }
}

// MARK: - Through the public API, as an app reads

@inline(never) public func probeClassThroughKey() -> Service { InjectedValues[ServiceKey.self] }

@inline(never) public func probeStringThroughKey() -> String { InjectedValues[NameKey.self] }

@inline(never) public func probeClassBoundExistentialThroughKey() -> any Repository { InjectedValues[RepositoryKey.self] }

@inline(never) public func probeExistentialThroughKey() -> any Clock { InjectedValues[ClockKey.self] }

@inline(never) public func probeStructThroughKey() -> Settings { InjectedValues[SettingsKey.self] }

@inline(never) public func probeClosureThroughKey() -> @Sendable () -> Int { InjectedValues[HandlerKey.self] }

@inline(never) public func probeArrayThroughKey() -> [Int] { InjectedValues[LimitsKey.self] }

@inline(never) public func probeInjectedWrapper() -> Service {
    @Injected(ServiceKey.self) var service
    return service
}

// MARK: - Through the engine's package API, as the kit's own modules read

@inline(never) package func probeSlotValue(_ slot: ValueSlot<Service>) -> Service { slot.value }

@inline(never) package func probeSlotWithValue(_ slot: ValueSlot<String>) -> String { slot.withValue { $0 } }

@inline(never) package func probeSlotBorrowAndEnd(_ slot: ValueSlot<any Clock>) -> any Clock {
    let borrow = slot.borrowLatest()
    defer { slot.end(borrow) }
    return borrow.box._withUnsafeGuaranteedRef { $0.value }
}

@inline(never) package func probeRegistryInstalled(_ registry: Registry) -> Settings? {
    registry.installed(for: ObjectIdentifier(SettingsKey.self), as: Settings.self)
}
