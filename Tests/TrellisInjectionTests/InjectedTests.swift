import ArticleExamples
import Testing
import TrellisInjection

/// The iOS Architecture Patterns notes' VIPER interactor, reduced to its dependency.
final class UserInteractor {
    @Injected(\.usersRepository) var usersRepository: any UsersRepository
}

@Suite struct InjectedTests {
    @Test func injectedResolvesInTheScopeItWasMadeIn() {
        // Given an interactor made inside a scope that mocks the repository
        let interactor = withInjectedValues {
            $0.usersRepository = MockedUsersRepository(users: [User(name: "Poole")])
        } operation: {
            UserInteractor()
        }
        // When it is used after the scope ended
        let names = users(of: interactor.usersRepository)
        // Then it still uses the mock it was made with
        #expect(names == [User(name: "Poole")])
    }

    @Test func assigningTheWrappedValueReplacesItForThatOwnerOnly() {
        withInjectedValues {
            $0.usersRepository = MockedUsersRepository()
        } operation: {
            @Injected(\.usersRepository) var mine: any UsersRepository
            mine = MockedUsersRepository(users: [User(name: "Bowman")])
            #expect(users(of: mine) == [User(name: "Bowman")])
            #expect(users(of: InjectedValues[\.usersRepository]) == [User(name: "Dave")])
        }
    }

    @Test func injectedByKeyType() {
        let counter = Counter()
        withInjectedValues {
            $0[ScopedCounterKey.self] = counter
        } operation: {
            @Injected(ScopedCounterKey.self) var injected: Counter
            #expect(injected === counter)
        }
    }
}

enum ScopedCounterKey: InjectionKey {
    static let defaultValue = Counter()
}
