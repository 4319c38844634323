import Dependencies
import Trellis

/// The class-bound service every library resolves.
protocol Service: AnyObject, Sendable {
    var id: Int { get }
}

final class LiveService: Service {
    let id: Int
    init(id: Int) { self.id = id }
}

/// The floor: a service held by a `static let`, read directly.
///
/// Every library gets objects of its own: Swinject keeps weak references to what it resolves,
/// which moves an object's reference count to a slower side table, and that must not slow
/// down the other libraries' cases.
enum Direct {
    static let service: any Service = LiveService(id: 1)
    /// What the Trellis scoped-override cases install.
    static let mock: any Service = LiveService(id: 90)
    /// What the swift-dependencies scoped-override case installs.
    static let dependencyMock: any Service = LiveService(id: 91)
    /// What the Swinject child containers register.
    static let swinjectMock: any Service = LiveService(id: 92)
}

/// The ARC floor: reads the `static let`, retains it, hands it to the sink and releases it,
/// the least that returning an owned reference costs.
@inline(__always)
func sinkRetainedDirectService() {
    let retained = Unmanaged.passRetained(Direct.service as AnyObject)
    sink(pointer: retained.toOpaque())
    retained.release()
}

// MARK: - Trellis

enum ServiceKey: InjectionKey {
    static let defaultValue: any Service = LiveService(id: 2)
}

/// A key whose value is installed for the process at start-up, as an app plugs its services.
/// The same default as ``ServiceKey``, with a test value: outside a test the value is never
/// read, so the two keys cost the same.
enum TestedServiceKey: InjectionKey {
    static let defaultValue: any Service = LiveService(id: 7)
    static var testValue: any Service { LiveService(id: 8) }
}

enum InstalledServiceKey: InjectionKey {
    static let defaultValue: any Service = LiveService(id: 3)
}

/// Keys whose lifetime keeps their value: a read looks it up through a lock, where a
/// `static let` default is read lock-free.
enum PerScopeServiceKey: InjectionKey {
    static var defaultValue: any Service { LiveService(id: 9) }
    static let lifetime = InjectionLifetime.perScope
}

enum WeakServiceKey: InjectionKey {
    static var defaultValue: any Service { LiveService(id: 10) }
    static let lifetime = InjectionLifetime.weak
}

extension InjectionScope {
    static let benchmarkSession = InjectionScope("benchmark session")
}

enum SessionServiceKey: InjectionKey {
    static var defaultValue: any Service { LiveService(id: 11) }
    static let lifetime = InjectionLifetime.scoped(.benchmarkSession)
}

extension InjectedValues {
    var service: any Service {
        get { Self[ServiceKey.self] }
        set { Self[ServiceKey.self] = newValue }
    }
}

/// An owner whose dependency resolves once, when it is made.
final class InjectedOwner {
    @Injected(\.service) var service: any Service
}

// MARK: - swift-dependencies

enum ServiceDependencyKey: DependencyKey {
    static let liveValue: any Service = LiveService(id: 4)
}

extension DependencyValues {
    var service: any Service {
        get { self[ServiceDependencyKey.self] }
        set { self[ServiceDependencyKey.self] = newValue }
    }
}

/// An owner whose dependency resolves on every read, as `@Dependency` does.
final class DependencyOwner {
    @Dependency(\.service) var service: any Service
}

// MARK: - Checks

/// Whether two references name the same object.
func same(_ lhs: any Service, _ rhs: any Service) -> Bool {
    lhs === rhs
}
