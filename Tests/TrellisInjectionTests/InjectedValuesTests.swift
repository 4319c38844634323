import ArticleExamples
import Testing
import TrellisInjection

/// A key only the concurrency stress test touches, since it replaces the value globally.
private enum PairKey: InjectionKey {
    static let defaultValue = Pair(0)
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
}
