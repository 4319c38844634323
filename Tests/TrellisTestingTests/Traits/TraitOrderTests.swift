import ArticleExamples
import Testing
import Trellis
import TrellisTesting

/// Greets the first user of the repository it was made with.
private enum GreetCrew: SyncAction {
    typealias Output = String
}

/// Resolves its repository when it is made, as an implementation with `@Injected` does.
private struct RepositoryGreeter: SyncPerforming, Sendable {
    let repository = InjectedValues[\.usersRepository]
    func perform(_: Void) -> String { "Hello, " + users(of: repository).map(\.name).joined() }
}

/// An app's start-up: installs its own repository, then plugs an implementation that reads it.
private func startUp(_ app: inout InjectedValues) {
    app.usersRepository = MockedUsersRepository(users: [User(name: "Start-up")])
    app.plug(GreetCrew.self, to: RepositoryGreeter())
}

private func greeting() -> String {
    (try? action(GreetCrew.self)) ?? "unplugged"
}

/// The order a test lists its traits in never changes what it sees: the test's values and
/// plugs are pinned, then the start-up runs, in one scope.
@Suite struct TraitOrderTests {
    @Test(
        .overriding { $0.plug(GreetCrew.self, to: RepositoryGreeter()) },
        .injecting(\.usersRepository, MockedUsersRepository(users: [User(name: "Dave")]))
    )
    func plugsListedFirst() {
        #expect(greeting() == "Hello, Dave")
    }

    @Test(
        .injecting(\.usersRepository, MockedUsersRepository(users: [User(name: "Dave")])),
        .overriding { $0.plug(GreetCrew.self, to: RepositoryGreeter()) }
    )
    func valuesListedFirst() {
        #expect(greeting() == "Hello, Dave")
    }

    @Test(
        .plugging(GreetCrew.self) { "Hi, " + users(of: InjectedValues[\.usersRepository]).map(\.name).joined() },
        .injecting { $0.usersRepository = MockedUsersRepository(users: [User(name: "Frank")]) }
    )
    func aOneActionTraitSeesTheValuesToo() {
        #expect(greeting() == "Hi, Frank")
    }

    @Test(.injecting(\.usersRepository, MockedUsersRepository(users: [User(name: "Poole")])))
    func oneKeyForm() {
        #expect(users(of: InjectedValues[\.usersRepository]) == [User(name: "Poole")])
    }

    @Test(
        .overriding(startUp),
        .injecting(\.usersRepository, MockedUsersRepository(users: [User(name: "Dave")]))
    )
    func aStartUpSeesTheTestsValueWhereItInstallsItsOwn() {
        // The start-up made its greeter right after its line installing its own repository;
        // the test's value is pinned, so that line leaves it, and the greeter resolves it.
        #expect(greeting() == "Hello, Dave")
        #expect(users(of: InjectedValues[\.usersRepository]) == [User(name: "Dave")])
    }

    @Test(
        .injecting(\.usersRepository, MockedUsersRepository(users: [User(name: "Dave")])),
        .overriding(startUp)
    )
    func aStartUpListedLastGivesTheSameResult() {
        #expect(greeting() == "Hello, Dave")
        #expect(users(of: InjectedValues[\.usersRepository]) == [User(name: "Dave")])
    }

    @Test func theTraitsLeaveNothingBehind() {
        #expect(greeting() == "unplugged")
        // Nothing overrides the repository here: the test reads the key's empty test value,
        // or what another test installed for the process — never the traits' Dave.
        #expect(users(of: InjectedValues[\.usersRepository]) != [User(name: "Dave")])
    }
}

/// A suite's trait and its test's own make one scope; the test's own write wins.
@Suite(.injecting(\.usersRepository, MockedUsersRepository(users: [User(name: "Suite")])))
struct SuiteAndTestTraitTests {
    @Test(.injecting(\.usersRepository, MockedUsersRepository(users: [User(name: "Test")])))
    func theTestsOwnValueWins() {
        #expect(users(of: InjectedValues[\.usersRepository]) == [User(name: "Test")])
    }

    @Test func theSuitesValueReachesEveryTest() {
        #expect(users(of: InjectedValues[\.usersRepository]) == [User(name: "Suite")])
    }
}
