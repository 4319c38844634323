import ArticleExamples
import Testing
import TrellisInjection
import TrellisPlug

// Actions of this file only, so each form is proved on an action nothing else plugs.

/// Async, may fail.
private enum SendPhoto: AsyncAction {
    typealias Input = Int
    typealias Output = String
}

/// Async, cannot fail: its calls need no `try`.
private enum PreviewPhoto: AsyncAction {
    typealias Input = Int
    typealias Output = String
    typealias Failure = Never
}

/// Sync, may fail.
private enum TitlePhoto: SyncAction {
    typealias Input = Int
    typealias Output = String
}

/// Sync, cannot fail.
private enum NumberPhoto: SyncAction {
    typealias Input = Int
    typealias Output = String
    typealias Failure = Never
}

private struct ThrowingAsync: AsyncPerforming {
    let tag: String
    func perform(_ input: Int) async throws -> String { "\(tag) \(input)" }
}

private struct SafeAsync: AsyncPerforming {
    let tag: String
    func perform(_ input: Int) async -> String { "\(tag) \(input)" }
}

private struct ThrowingSync: SyncPerforming {
    let tag: String
    func perform(_ input: Int) throws -> String { "\(tag) \(input)" }
}

private struct SafeSync: SyncPerforming {
    let tag: String
    func perform(_ input: Int) -> String { "\(tag) \(input)" }
}

/// Every form of `plug`, through every surface that offers it: `$0.plug` in an update
/// closure, `Actions.plug` and `<~`. Each plugs inside a scope, so nothing leaks.
@Suite struct PlugFamilyTests {
    // MARK: - $0.plug

    @Test func scopePlugToSameFailure() async throws {
        let out = try await withOverrides { $0.plug(SendPhoto.self, to: ThrowingAsync(tag: "to")) } operation: {
            try await action(SendPhoto.self, 1)
        }
        #expect(out == "to 1")
    }

    @Test func scopePlugToSafeIntoThrowingAsync() async throws {
        let out = try await withOverrides { $0.plug(SendPhoto.self, to: SafeAsync(tag: "safe")) } operation: {
            try await action(SendPhoto.self, 2)
        }
        #expect(out == "safe 2")
    }

    @Test func scopePlugFactoryAsync() async throws {
        let out = try await withOverrides { $0.plug(SendPhoto.self, factory: { ThrowingAsync(tag: "fresh") }) } operation: {
            try await action(SendPhoto.self, 3)
        }
        #expect(out == "fresh 3")
    }

    @Test func scopePlugSafeFactoryIntoThrowingAsync() async throws {
        let out = try await withOverrides { $0.plug(SendPhoto.self, factory: { SafeAsync(tag: "fresh safe") }) } operation: {
            try await action(SendPhoto.self, 4)
        }
        #expect(out == "fresh safe 4")
    }

    @Test func scopePlugClosureAsync() async throws {
        let out = try await withOverrides { $0.plug(SendPhoto.self) { "closure \($0)" } } operation: {
            try await action(SendPhoto.self, 5)
        }
        #expect(out == "closure 5")
    }

    @Test func scopePlugSyncForms() throws {
        let outputs = try withOverrides {
            $0.plug(TitlePhoto.self, to: ThrowingSync(tag: "to"))
        } operation: {
            [
                try action(TitlePhoto.self, 1),
                try withOverrides { $0.plug(TitlePhoto.self, to: SafeSync(tag: "safe")) } operation: { try action(TitlePhoto.self, 2) },
                try withOverrides { $0.plug(TitlePhoto.self, factory: { ThrowingSync(tag: "fresh") }) } operation: { try action(TitlePhoto.self, 3) },
                try withOverrides { $0.plug(TitlePhoto.self, factory: { SafeSync(tag: "fresh safe") }) } operation: { try action(TitlePhoto.self, 4) },
                try withOverrides { $0.plug(TitlePhoto.self) { "closure \($0)" } } operation: { try action(TitlePhoto.self, 5) },
            ]
        }
        #expect(outputs == ["to 1", "safe 2", "fresh 3", "fresh safe 4", "closure 5"])
    }

    // MARK: - Actions that cannot fail: one rule for sync and async

    @Test func asyncActionThatCannotFailNeedsNoTry() async {
        let outputs = await withOverrides { $0.plug(PreviewPhoto.self, to: SafeAsync(tag: "preview")) } operation: {
            [
                await action(PreviewPhoto.self, 1),
                await PreviewPhoto.perform(2),
                await withOverrides { $0.plug(PreviewPhoto.self, factory: { SafeAsync(tag: "fresh") }) } operation: {
                    await action(PreviewPhoto.self, 3)
                },
                await withOverrides { $0.plug(PreviewPhoto.self) { "closure \($0)" } } operation: {
                    await action(PreviewPhoto.self, 4)
                },
            ]
        }
        #expect(outputs == ["preview 1", "preview 2", "fresh 3", "closure 4"])
    }

    @Test func syncActionThatCannotFailNeedsNoTry() {
        let outputs = withOverrides { $0.plug(NumberPhoto.self, to: SafeSync(tag: "n")) } operation: {
            [
                action(NumberPhoto.self, 1),
                NumberPhoto.perform(2),
                withOverrides { $0.plug(NumberPhoto.self, factory: { SafeSync(tag: "fresh") }) } operation: {
                    action(NumberPhoto.self, 3)
                },
                withOverrides { $0.plug(NumberPhoto.self) { "closure \($0)" } } operation: { action(NumberPhoto.self, 4) },
            ]
        }
        #expect(outputs == ["n 1", "n 2", "fresh 3", "closure 4"])
    }

    // MARK: - Actions.plug and <~ forward to the same family

    @Test func actionsPlugFormsReachTheScope() async throws {
        let outputs = try await withOverrides { _ in
            Actions.plug(SendPhoto.self, to: ThrowingAsync(tag: "to"))
            Actions.plug(TitlePhoto.self, factory: { SafeSync(tag: "fresh safe") })
            Actions.plug(NumberPhoto.self) { "closure \($0)" }
            Actions.plug(PreviewPhoto.self, factory: { SafeAsync(tag: "fresh") })
        } operation: {
            [
                try await action(SendPhoto.self, 1), try action(TitlePhoto.self, 2),
                action(NumberPhoto.self, 3), await action(PreviewPhoto.self, 4),
            ]
        }
        #expect(outputs == ["to 1", "fresh safe 2", "closure 3", "fresh 4"])
        #expect(!Actions.isPlugged(SendPhoto.self))
    }

    @Test func actionsPlugRemainingForms() async throws {
        let outputs = try await withOverrides { _ in
            Actions.plug(SendPhoto.self, to: SafeAsync(tag: "safe"))
            Actions.plug(TitlePhoto.self, to: ThrowingSync(tag: "to"))
            Actions.plug(NumberPhoto.self, to: SafeSync(tag: "n"))
            Actions.plug(PreviewPhoto.self) { "closure \($0)" }
        } operation: {
            [
                try await action(SendPhoto.self, 1), try action(TitlePhoto.self, 2),
                action(NumberPhoto.self, 3), await action(PreviewPhoto.self, 4),
            ]
        }
        #expect(outputs == ["safe 1", "to 2", "n 3", "closure 4"])
        let more = try await withOverrides { _ in
            Actions.plug(SendPhoto.self, factory: { ThrowingAsync(tag: "fresh") })
            Actions.plug(SendPhoto.self, factory: { SafeAsync(tag: "fresh safe") })  // replaces the line above
            Actions.plug(TitlePhoto.self, factory: { ThrowingSync(tag: "fresh") })
            Actions.plug(TitlePhoto.self) { "closure \($0)" }                          // replaces the line above
            Actions.plug(PreviewPhoto.self, to: SafeAsync(tag: "preview"))
            Actions.plug(NumberPhoto.self, factory: { SafeSync(tag: "fresh") })
            Actions.plug(TitlePhoto.self, to: SafeSync(tag: "safe"))                   // replaces it again
        } operation: {
            [
                try await action(SendPhoto.self, 1), try action(TitlePhoto.self, 2),
                action(NumberPhoto.self, 3), await action(PreviewPhoto.self, 4),
            ]
        }
        #expect(more == ["fresh safe 1", "safe 2", "fresh 3", "preview 4"])
    }

    @Test func everyOperatorFormReachesTheScope() async throws {
        let outputs = try await withOverrides { _ in
            SendPhoto.self <~ ThrowingAsync(tag: "a")
            PreviewPhoto.self <~ SafeAsync(tag: "b")
            TitlePhoto.self <~ SafeSync(tag: "c")
            NumberPhoto.self <~ SafeSync(tag: "d")
        } operation: {
            [
                try await action(SendPhoto.self, 1), await action(PreviewPhoto.self, 2),
                try action(TitlePhoto.self, 3), action(NumberPhoto.self, 4),
            ]
        }
        #expect(outputs == ["a 1", "b 2", "c 3", "d 4"])
        let more = try await withOverrides { _ in
            SendPhoto.self <~ SafeAsync(tag: "e")
            TitlePhoto.self <~ ThrowingSync(tag: "f")
        } operation: {
            [try await action(SendPhoto.self, 5), try action(TitlePhoto.self, 6)]
        }
        #expect(more == ["e 5", "f 6"])
    }

    // MARK: - One scope for values and plugs

    @Test func aPlugAndAValueShareOneScope() throws {
        let result = try withOverrides {
            $0.usersRepository = MockedUsersRepository(users: [User(name: "Frank")])
            $0.plug(TitlePhoto.self) { _ in users(of: InjectedValues[\.usersRepository]).map(\.name).joined() }
        } operation: {
            try action(TitlePhoto.self, 1)
        }
        #expect(result == "Frank")
    }
}
