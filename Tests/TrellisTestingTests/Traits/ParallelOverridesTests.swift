import ArticleExamples
import Testing
import Trellis
import TrellisTesting

/// Tests running at the same time with different overrides of the same key and action each
/// see only their own.
struct ParallelOverridesTests {
    // MARK: - Two scopes open at once, exactly as Swift Testing opens them

    @Test(.timeLimit(.minutes(1)))
    func twoTestsRunningAtOnceEachSeeOnlyTheirOwnValues() async throws {
        // Given two tests' traits, replacing the same key and the same action
        let traits: [(name: String, injecting: OverrideTrait, plugging: OverrideTrait)] = ["Dave", "Frank"].map { name in
            (
                name,
                .injecting { $0.usersRepository = MockedUsersRepository(users: [User(name: name)]) },
                .plugging(FormatLikes.self) { _ in name }
            )
        }
        let bothInside = Rendezvous(parties: traits.count)
        let seen = Collected<[String: [String]]>([:])

        // When both run their tests at the same time
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (name, injecting, plugging) in traits {
                group.addTask {
                    try await injecting.provideScope(for: Test.current!, testCase: Test.Case.current) {
                        try await plugging.provideScope(for: Test.current!, testCase: Test.Case.current) {
                            await bothInside.arrive()  // from here on, both scopes are open
                            for round in 0..<2_000 {
                                let user = users(of: InjectedValues[\.usersRepository]).map(\.name).joined()
                                let formatted = action(FormatLikes.self, round)
                                seen.update { $0[name, default: []] += [user, formatted] }
                                if round % 50 == 0 { await Task.yield() }
                            }
                        }
                    }
                }
            }
            try await group.waitForAll()
        }

        // Then each saw only its own
        let result = seen.value
        #expect(Set(result["Dave"] ?? []) == ["Dave"])
        #expect(Set(result["Frank"] ?? []) == ["Frank"])
    }

    // MARK: - Real tests, run in parallel by Swift Testing

    @Test(
        .injecting { $0.usersRepository = MockedUsersRepository(users: [User(name: "Dave")]) },
        .plugging(FormatLikes.self) { _ in "Dave" }
    )
    func dave() async {
        await expectOnly("Dave")
    }

    @Test(
        .injecting { $0.usersRepository = MockedUsersRepository(users: [User(name: "Frank")]) },
        .plugging(FormatLikes.self) { _ in "Frank" }
    )
    func frank() async {
        await expectOnly("Frank")
    }

    private func expectOnly(_ name: String) async {
        var others = 0
        for round in 0..<5_000 {
            if users(of: InjectedValues[\.usersRepository]) != [User(name: name)] { others += 1 }
            if action(FormatLikes.self, round) != name { others += 1 }
            if round % 100 == 0 { await Task.yield() }
        }
        #expect(others == 0)
    }
}

/// Suspends each party until all of them arrived.
actor Rendezvous {
    private let parties: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(parties: Int) {
        self.parties = parties
    }

    func arrive() async {
        if waiting.count + 1 == parties {
            waiting.forEach { $0.resume() }
            waiting.removeAll()
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }
}
