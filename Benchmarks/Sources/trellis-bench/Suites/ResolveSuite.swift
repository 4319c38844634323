import Dependencies
import Swinject
import Trellis

/// Resolving one class-bound service, library by library.
enum Resolve {
    static let floor = "static let (floor)"
    static let arcFloor = "static let + retain/release (ARC floor)"

    static func group() -> BenchmarkGroup {
        // Trellis: one key read through its default, one with a value installed at start-up.
        let installed: any Service = LiveService(id: 5)
        InjectedValues[InstalledServiceKey.self] = installed
        let owner = InjectedOwner()
        expect(same(owner.service, ServiceKey.defaultValue), "@Injected did not resolve the key's default")
        expect(same(InjectedValues[InstalledServiceKey.self], installed), "the installed Trellis value is not read")
        expect(same(InjectedValues[\.service], ServiceKey.defaultValue), "the key-path read is wrong")
        expect(same(InjectedValues[TestedServiceKey.self], TestedServiceKey.defaultValue), "outside a test a key's default is read, not its test value")

        // Kept lifetimes: each made once before the loop (the weak one held by the benchmark).
        let heldWeak = InjectedValues[WeakServiceKey.self]
        expect(same(InjectedValues[PerScopeServiceKey.self], InjectedValues[PerScopeServiceKey.self]), "a per-scope key made two values")
        expect(same(InjectedValues[WeakServiceKey.self], heldWeak), "a held weak value was made again")
        expect(same(InjectedValues[SessionServiceKey.self], InjectedValues[SessionServiceKey.self]), "a scoped key made two values")

        // Swinject: one registration in the container scope, resolved once beforehand.
        let container = Swinject.Container()
        container.register((any Service).self) { _ in LiveService(id: 6) }.inObjectScope(.container)
        let first = container.resolve((any Service).self)
        expect(first != nil && same(first!, container.resolve((any Service).self)!), "Swinject .container scope is not shared")

        // swift-dependencies: the live value, read through `@Dependency`.
        let dependencyOwner = DependencyOwner()
        expect(same(dependencyOwner.service, ServiceDependencyKey.liveValue), "@Dependency did not read the live value")

        return BenchmarkGroup(
            title: "Resolve one class-bound service",
            cases: [
                .loop(floor) { n in
                    for _ in 0..<n { sink(Direct.service) }
                },
                .loop(arcFloor) { n in
                    for _ in 0..<n { sinkRetainedDirectService() }
                },
                .loop("Trellis @Injected", target: .ratio(to: arcFloor, atMost: 1.5)) { n in
                    for _ in 0..<n { sink(owner.service) }
                },
                .loop("Trellis @Injected, new owner per op") { n in
                    for _ in 0..<n { sink(InjectedOwner().service) }
                },
                .loop("Trellis InjectedValues[Key.self], default", target: .ratio(to: arcFloor, atMost: 1.75)) { n in
                    for _ in 0..<n { sink(InjectedValues[ServiceKey.self]) }
                },
                .loop("Trellis InjectedValues[Key.self], default, key with a testValue", target: .ratio(to: arcFloor, atMost: 1.75)) { n in
                    for _ in 0..<n { sink(InjectedValues[TestedServiceKey.self]) }
                },
                .loop("Trellis InjectedValues[Key.self], installed") { n in
                    for _ in 0..<n { sink(InjectedValues[InstalledServiceKey.self]) }
                },
                .loop("Trellis InjectedValues[\\.service]") { n in
                    for _ in 0..<n { sink(InjectedValues[\.service]) }
                },
                .loop("Trellis InjectedValues[Key.self], lifetime .perScope") { n in
                    for _ in 0..<n { sink(InjectedValues[PerScopeServiceKey.self]) }
                },
                .loop("Trellis InjectedValues[Key.self], lifetime .weak, held") { n in
                    for _ in 0..<n { sink(InjectedValues[WeakServiceKey.self]) }
                    withExtendedLifetime(heldWeak) {}
                },
                .loop("Trellis InjectedValues[Key.self], lifetime .scoped(session)") { n in
                    for _ in 0..<n { sink(InjectedValues[SessionServiceKey.self]) }
                },
                .loop("Swinject resolve, .container scope") { n in
                    for _ in 0..<n { sink(container.resolve((any Service).self)!) }
                },
                .loop("swift-dependencies @Dependency") { n in
                    for _ in 0..<n { sink(dependencyOwner.service) }
                },
            ],
            notes: [
                "@Injected resolves when its owner is made; the row reads the property of an owner made before the loop.",
                "\"new owner per op\" makes an owner (allocation + key-path resolution) for every read.",
                "@Dependency resolves on every read of its property.",
                "A lifetime that keeps its value (.perScope, .weak, .scoped) looks it up through a lock at every read; the default lifetime's read is lock-free.",
                "A key's testValue is read only while a test runs, in a binary that links TrellisTesting; this process runs none, so both default rows take the same path.",
            ]
        )
    }
}
