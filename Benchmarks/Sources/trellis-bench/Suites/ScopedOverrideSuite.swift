import Dependencies
import Swinject
import Trellis

/// Replacing a dependency for one scope of work, then reading it inside the scope.
enum ScopedOverride {
    static let swiftDependencies = "swift-dependencies withDependencies + @Dependency read"

    static func group() -> BenchmarkGroup {
        let mock = Direct.mock
        let dependencyMock = Direct.dependencyMock
        let swinjectMock = Direct.swinjectMock
        let parent = Swinject.Container()
        parent.register((any Service).self) { _ in LiveService(id: 7) }.inObjectScope(.container)

        expect(
            withInjectedValues({ $0.service = mock }, operation: { same(InjectedValues[ServiceKey.self], mock) }),
            "Trellis scoped override is not read inside the scope"
        )
        expect(!same(InjectedValues[ServiceKey.self], mock), "Trellis scoped override leaked out of its scope")
        expect(
            withDependencies({ $0.service = dependencyMock }, operation: {
                @Dependency(\.service) var service
                return same(service, dependencyMock)
            }),
            "swift-dependencies override is not read inside the scope"
        )
        let child = Swinject.Container(parent: parent)
        child.register((any Service).self) { _ in swinjectMock }
        expect(same(child.resolve((any Service).self)!, swinjectMock), "Swinject child container does not override")

        return BenchmarkGroup(
            title: "Scoped override, then read",
            cases: [
                .loop(Resolve.floor) { n in
                    for _ in 0..<n { sink(Direct.service) }
                },
                .loop(
                    "Trellis withInjectedValues + [Key.self] read",
                    target: .ratio(to: swiftDependencies, atMost: 0.25)
                ) { n in
                    for _ in 0..<n {
                        withInjectedValues { $0.service = mock } operation: {
                            sink(InjectedValues[ServiceKey.self])
                        }
                    }
                },
                .loop("Trellis withInjectedValues + @Injected owner") { n in
                    for _ in 0..<n {
                        withInjectedValues { $0.service = mock } operation: {
                            sink(InjectedOwner().service)
                        }
                    }
                },
                .loop(swiftDependencies) { n in
                    for _ in 0..<n {
                        withDependencies { $0.service = dependencyMock } operation: {
                            @Dependency(\.service) var service
                            sink(service)
                        }
                    }
                },
                .loop("Swinject child container + resolve") { n in
                    for _ in 0..<n {
                        let child = Swinject.Container(parent: parent)
                        child.register((any Service).self) { _ in swinjectMock }
                        sink(child.resolve((any Service).self)!)
                    }
                },
                .loop("Trellis InjectedValues[Key.self], outside any scope") { n in
                    for _ in 0..<n { sink(InjectedValues[ServiceKey.self]) }
                },
            ],
            notes: [
                "Each op enters a scope that replaces the service with a ready-made mock, reads it, and leaves.",
                "The last row reads after the scopes above have ended: with no override alive anywhere,"
                    + " a Trellis read skips the task-local lookup again.",
            ]
        )
    }
}
