import Testing
import TrellisInjection

private enum NameKey: InjectionKey {
    static let defaultValue = "HAL"
    /// A plain value, safe for every test to read.
    static var testValue: String { defaultValue }
}

extension InjectedValues {
    fileprivate var name: String {
        get { Self[NameKey.self] }
        set { Self[NameKey.self] = newValue }
    }
}

@Suite struct WithInjectedValuesTests {
    @Test func scopedOverrideIsSeenInsideOnly() {
        // Given a scope replacing the name
        let inside = withInjectedValues { $0.name = "SAL" } operation: { InjectedValues[\.name] }
        // Then it is seen inside, and the default is back outside
        #expect(inside == "SAL")
        #expect(InjectedValues[\.name] == "HAL")
    }

    @Test(.timeLimit(.minutes(1)))
    func asyncScopeReachesChildTasksButNotDetachedOnes() async {
        await withInjectedValues { $0.name = "SAL" } operation: {
            async let child = InjectedValues[\.name]
            let grouped = await withTaskGroup(of: String.self) { group in
                group.addTask { InjectedValues[\.name] }
                return await group.next()!
            }
            let detached = await Task.detached { InjectedValues[\.name] }.value
            #expect(await child == "SAL")
            #expect(grouped == "SAL")
            #expect(detached == "HAL")
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func anUnstructuredTaskKeepsItsScopeAfterTheScopeReturns() async {
        // Given a task started in a scope that reads only once the scope has returned
        let (scopeReturned, release) = AsyncStream<Void>.makeStream()
        let task = withInjectedValues { $0.name = "SAL" } operation: {
            Task {
                for await _ in scopeReturned { break }
                return InjectedValues[\.name]
            }
        }
        #expect(InjectedValues[\.name] == "HAL")

        // When it reads
        release.yield()
        release.finish()

        // Then it still sees the scope it was started in
        #expect(await task.value == "SAL")
    }

    @Test func scopesNestAndReadTheOuterValueWhileBuilding() {
        withInjectedValues { $0.name = "SAL" } operation: {
            withInjectedValues { $0.name = $0.name + " 9000" } operation: {
                #expect(InjectedValues[\.name] == "SAL 9000")
            }
            #expect(InjectedValues[\.name] == "SAL")
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func concurrentTestsOverridingTheSameKeyNeverSeeEachOthersValue() async {
        // Given 8 tasks, each in its own scope naming the same key differently,
        // all running at once (each waits until all have entered their scope)
        let gate = Gate(count: 8)
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    await withInjectedValues { $0.name = "worker \(worker)" } operation: {
                        await gate.arrive()
                        var mismatches = 0
                        for round in 0..<20_000 {
                            if InjectedValues[\.name] != "worker \(worker)" { mismatches += 1 }
                            if round % 1_000 == 0 { await Task.yield() }
                        }
                        return mismatches
                    }
                }
            }
            return await group.reduce(0, +)
        }
        // Then every read saw its own scope's value
        #expect(mismatches == 0)
        #expect(InjectedValues[\.name] == "HAL")
    }
}

/// Lets tasks continue only once `count` of them arrived, so their scopes overlap in time.
actor Gate {
    private let count: Int
    private var arrived = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) { self.count = count }

    func arrive() async {
        arrived += 1
        if arrived == count {
            waiting.forEach { $0.resume() }
            waiting.removeAll()
        } else {
            await withCheckedContinuation { waiting.append($0) }
        }
    }
}
