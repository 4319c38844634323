import ArticleExamples
import Synchronization
import Testing
import TrellisInjection
import TrellisPlug

@Suite struct PlugLifetimeTests {
    @Test func plugToSharesOneInstanceAcrossCalls() throws {
        let counter = InstanceCounter()
        try withOverrides {
            $0.plug(CountLikes.self, to: CountingCountLikes(counter: counter))
        } operation: {
            let serials = try (0..<3).map { _ in try action(CountLikes.self, Photo(identifier: 1)) }
            #expect(serials == [1, 1, 1])
        }
        #expect(counter.count == 1)
    }

    @Test func factoryMakesAFreshInstancePerCall() throws {
        let counter = InstanceCounter()
        try withOverrides { _ in
            Actions.plug(CountLikes.self, factory: { CountingCountLikes(counter: counter) })
        } operation: {
            let serials = try (0..<3).map { _ in try action(CountLikes.self, Photo(identifier: 1)) }
            #expect(serials == [1, 2, 3])
        }
    }

    @Test func aReplugForTheProcessFreesTheImplementationsBetweenTheFirstAndTheLatest() {
        // Given an action plugged for the process four times
        let freed = FreedImplementations()
        for increment in 1...4 { Increment.self <~ TrackedIncrement(increment, freed: freed) }

        // Then calls reach the latest implementation
        #expect(action(Increment.self, 10) == 14)
        // And only the first and the latest are kept
        #expect(freed.all == [2, 3])
    }

    @Test func replugedActionsCallEachOtherDeeperThanAThreadHasHazardWords() {
        // Given an action re-plugged for the process whose implementation calls the action
        // itself, 50 calls deep: deeper than the hazard words a thread has
        Actions.plug(Countdown.self) { _ in -1 }
        Actions.plug(Countdown.self) { remaining in remaining == 0 ? 0 : 1 + action(Countdown.self, remaining - 1) }

        // Then every nested call reaches the latest implementation
        #expect(action(Countdown.self, 50) == 50)
        #expect(action(Countdown.self, 3) == 3)
    }

    @Test func anImplementationsDeinitMayReadInstallAndReplug() {
        // Given an action whose implementations, when freed, read a key, install it and
        // re-plug another action, as a value that tears down a session may
        let freed = FreedImplementations()
        for increment in 1...50 {
            TearDown.self <~ TrackedIncrement(increment, freed: freed) { increment in
                let torn = InjectedValues[TornDownKey.self]
                InjectedValues[TornDownKey.self] = torn + 1
                Actions.plug(LastTornDown.self) { _ in increment }
            }
        }

        // Then every replacement returned (their frees ran once the writer let go of its lock),
        // and each deinit's writes are in place
        #expect(freed.all == Set(2...49))
        #expect(InjectedValues[TornDownKey.self] == 48)
        #expect(action(LastTornDown.self, 0) == 49)
    }
}

private enum TornDownKey: InjectionKey {
    static let defaultValue = 0
    /// A plain value, safe for every test to read.
    static var testValue: Int { defaultValue }
}

/// Re-plugged by implementations as they are freed.
private typealias TearDown = NumberAction<TearDownTag>
/// Re-plugged by each freed implementation of ``TearDown``.
private typealias LastTornDown = NumberAction<LastTornDownTag>
private enum TearDownTag {}
private enum LastTornDownTag {}

// MARK: - Fixtures

/// An action from integers to integers, one for each tag, so that each test plugs its own for
/// the process without disturbing the others.
private enum NumberAction<Tag>: SyncAction {
    typealias Input = Int
    typealias Output = Int
    typealias Failure = Never
}

private typealias Increment = NumberAction<IncrementTag>
private typealias Countdown = NumberAction<CountdownTag>
private enum IncrementTag {}
private enum CountdownTag {}

private final class FreedImplementations: Sendable {
    private let ids = Mutex<Set<Int>>([])
    func add(_ id: Int) { ids.withLock { _ = $0.insert(id) } }
    var all: Set<Int> { ids.withLock { $0 } }
}

/// An implementation that says when it is freed, after running `onFree` from its `deinit`.
private final class TrackedIncrement: SyncPerforming, Sendable {
    let increment: Int
    let freed: FreedImplementations
    let onFree: @Sendable (Int) -> Void
    init(_ increment: Int, freed: FreedImplementations, onFree: @escaping @Sendable (Int) -> Void = { _ in }) {
        self.increment = increment
        self.freed = freed
        self.onFree = onFree
    }
    deinit {
        onFree(increment)
        freed.add(increment)
    }
    func perform(_ input: Int) -> Int { input + increment }
}
