import ArticleExamples
import Testing
import Trellis
import TrellisTesting

@Suite(.injecting { $0.usersRepository = MockedUsersRepository(users: [User(name: "Suite")]) })
struct InjectionTraitTests {
    @Test func aSuiteTraitReachesEveryTest() {
        #expect(users(of: InjectedValues[\.usersRepository]) == [User(name: "Suite")])
    }

    @Test(.injecting { $0.usersRepository = MockedUsersRepository(users: [User(name: "Test")]) })
    func aTestsOwnTraitWinsOverItsSuites() {
        #expect(users(of: InjectedValues[\.usersRepository]) == [User(name: "Test")])
    }

    @Test(.injecting { $0[APIClientKey.self] = StubAPIClient(baseURL: "https://trait.invalid") })
    func aRequiredKeyCanBeProvided() {
        #expect(InjectedValues[APIClientKey.self].baseURL == "https://trait.invalid")
    }

    @Test(.injecting { $0[APIClientKey.self] = StubAPIClient() })
    func theValuesReachTheTasksATestStarts() async {
        async let child = InjectedValues[APIClientKey.self].baseURL
        let fromGroup = await withTaskGroup(of: String.self) { group in
            group.addTask { InjectedValues[APIClientKey.self].baseURL }
            return await group.next()
        }
        #expect(await child == "https://example.invalid")
        #expect(fromGroup == "https://example.invalid")
    }

    @Test(
        .injecting { $0.usersRepository = MockedUsersRepository(users: [User(name: "Case")]) },
        arguments: [1, 2, 3]
    )
    func everyCaseOfAParameterizedTestGetsTheValues(round: Int) {
        #expect(users(of: InjectedValues[\.usersRepository]) == [User(name: "Case")])
    }

    @Test func theValuesAreGoneOutsideTheTestsScope() async throws {
        let trait: OverrideTrait = .injecting { $0.usersRepository = MockedUsersRepository(users: [User(name: "Inside")]) }

        try await trait.provideScope(for: Test.current!, testCase: Test.Case.current) {
            #expect(users(of: InjectedValues[\.usersRepository]) == [User(name: "Inside")])
        }

        #expect(users(of: InjectedValues[\.usersRepository]) == [User(name: "Suite")])
    }
}
