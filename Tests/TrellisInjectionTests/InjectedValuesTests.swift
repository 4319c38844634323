import ArticleExamples
import Testing
@testable import TrellisInjection
@testable import TrellisStorage

/// A key only the concurrency stress test touches, since it replaces the value globally.
private enum PairKey: InjectionKey {
    static let defaultValue = Pair(0)
}

/// A key the tests of where writes go set in their own scopes.
private enum MottoKey: InjectionKey {
    static let defaultValue = "I'm sorry, Dave"
}

/// Two fields that every writer keeps equal, so a torn read would show.
struct Pair: Sendable, Equatable {
    let a: Int
    let b: Int
    init(_ value: Int) { (a, b) = (value, value) }
}

@Suite struct InjectedValuesTests {
    /// The only test that reads `usersRepository` outside a scope, because it replaces it for
    /// the whole process as the iOS Architecture Patterns notes do.
    @Test func usersRepository() {
        // Given the notes' key and property, and nothing installed
        // Then a test reads the key's test value, through either subscript: never the remote
        // repository its default would make
        #expect(users(of: InjectedValues[\.usersRepository]) == [])
        #expect(users(of: InjectedValues()[keyPath: \.usersRepository]) == [])

        // When the notes' line replaces it with a mock
        InjectedValues[\.usersRepository] = MockedUsersRepository()

        // Then every later read, and every `@Injected` made later, gets the mock
        @Injected(\.usersRepository) var injected: any UsersRepository
        #expect(users(of: injected) == [User(name: "Dave")])
        #expect(users(of: InjectedValues[\.usersRepository]) == [User(name: "Dave")])

        // And replacing again (the slot's locked path) is seen too
        InjectedValues[\.usersRepository] = MockedUsersRepository(users: [User(name: "Frank")])
        #expect(users(of: InjectedValues[\.usersRepository]) == [User(name: "Frank")])
    }

    @Test func globalReplaceIsSafeWhileOtherThreadsRead() async {
        // Given 4 writers installing values and 4 readers reading, all at once
        let rounds = 20_000
        let seen = await withTaskGroup(of: Set<Int>.self) { group in
            for writer in 1...4 {
                group.addTask {
                    for round in 0..<rounds { InjectedValues[PairKey.self] = Pair(writer * rounds + round) }
                    return []
                }
            }
            for _ in 1...4 {
                group.addTask {
                    var torn = Set<Int>()
                    for _ in 0..<rounds {
                        let pair = InjectedValues[PairKey.self]
                        if pair.a != pair.b { torn.insert(pair.a) }
                    }
                    return torn
                }
            }
            return await group.reduce(into: Set<Int>()) { $0.formUnion($1) }
        }
        // Then no read was torn, and the last write of some writer won
        #expect(seen.isEmpty)
        let last = InjectedValues[PairKey.self]
        #expect((1...4).map { $0 * rounds + rounds - 1 }.contains(last.a))
    }

    @Test func keySubscriptAndKeyPathSubscriptShareOneStore() {
        withInjectedValues {
            $0.usersRepository = MockedUsersRepository(users: [User(name: "Heywood")])
        } operation: {
            #expect(users(of: InjectedValues[\.usersRepository]) == [User(name: "Heywood")])
        }
    }

    /// The `$0` of an update closure is a value that holds the closure's writes, whichever way
    /// they are spelled; the scope is made from what it holds.
    @Test func anUpdateClosuresValueHoldsItsWrites() {
        withOverrides { values in
            #expect(values.writes?.takeUnretainedValue().find(ObjectIdentifier(MottoKey.self)) == nil)
            values[MottoKey.self] = "Open the pod bay doors"  // on the value itself
            values.usersRepository = MockedUsersRepository()  // a key's property: `Self[Key.self] = newValue`
            #expect(values.writes?.takeUnretainedValue().find(ObjectIdentifier(MottoKey.self)) != nil)
            #expect(values.writes?.takeUnretainedValue().find(ObjectIdentifier(UsersRepositoryKey.self)) != nil)
        } operation: {
            #expect(InjectedValues[MottoKey.self] == "Open the pod bay doors")
            #expect(users(of: InjectedValues[\.usersRepository]) == [User(name: "Dave")])
        }
    }

    /// A copy of `$0` kept past its closure has nowhere its writes could go: writing it stops,
    /// naming the line, instead of installing for the process or changing a finished scope.
    @Test func aCopyOfTheValueKeptPastItsClosureStopsWhenWritten() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var kept: InjectedValues?
            withOverrides { kept = $0 } operation: {}
            kept?[MottoKey.self] = "Just what do you think you're doing, Dave?"
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("InjectedValuesTests.swift:"))
        #expect(output.contains("was written outside that closure's own run"))
    }
}
