import Testing
import Trellis
import TrellisTesting

/// What the photo feature uses, listed next to it with core types only.
enum PhotoFeature {
    static let actions: [any Action.Type] = [LikePhoto.self, CountLikes.self, FormatLikes.self]
    static let injectionKeys: [any InjectionKey.Type] = [UsersRepositoryKey.self, APIClientKey.self]
}

/// The app's start-up, as a test can run it inside a scope.
enum PhotoAppStartup {
    static func plugEverything(into actions: inout PluggedActions) {
        actions.plug(LikePhoto.self, to: MyLikePhoto(server: PhotoServer()))
        actions.plug(CountLikes.self, to: StoredCountLikes())
        actions.plug(FormatLikes.self) { "\($0) likes" }
    }

    static func installEverything(into values: inout InjectedValues) {
        values.usersRepository = RemoteUsersRepository()
        values[APIClientKey.self] = StubAPIClient()
    }
}

struct ExpectAllPluggedTests {
    // MARK: - Passing

    @Test(
        .plugging { PhotoAppStartup.plugEverything(into: &$0) },
        .injecting { PhotoAppStartup.installEverything(into: &$0) }
    )
    func passesWhenStartUpProvidesEverythingTheFeatureUses() {
        expectAllPlugged(actions: PhotoFeature.actions, injectionKeys: PhotoFeature.injectionKeys)
        #expect(missingDependencies(actions: PhotoFeature.actions, injectionKeys: PhotoFeature.injectionKeys).isEmpty)
    }

    @Test(.plugging(LikePhoto.self, to: ActionSpy(LikePhoto.self)), .plugging(CountLikes.self) { _ in 0 })
    func theVariadicFormChecksActions() {
        expectAllPlugged(LikePhoto.self, CountLikes.self)
    }

    // MARK: - Failing

    @Test func listsEveryActionAndKeyThatIsMissing() {
        let missing = withPluggedActions {
            $0.plug(CountLikes.self, to: StoredCountLikes())
        } operation: {
            missingDependencies(actions: PhotoFeature.actions + [SharePhoto.self], injectionKeys: PhotoFeature.injectionKeys)
        }

        #expect(missing.map(\.name) == ["LikePhoto", "FormatLikes", "SharePhoto", "UsersRepositoryKey", "APIClientKey"])
        #expect(missing.map(\.kind) == [.action, .action, .action, .injectionKey, .requiredInjectionKey])
    }

    @Test func reportsTheMissingOnesInOneIssueAtTheCallersLine() {
        let line = #line + 6
        withKnownIssue {
            withPluggedActions {
                $0.plug(CountLikes.self, to: StoredCountLikes())
                $0.plug(FormatLikes.self) { "\($0)" }
            } operation: {
                expectAllPlugged(actions: PhotoFeature.actions, injectionKeys: PhotoFeature.injectionKeys)
            }
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    """
                    3 dependencies have nothing plugged or installed:
                    - LikePhoto (action): calling it throws ActionError.notPlugged; plug it with \
                    `Actions.plug(LikePhoto.self, to: …)` where the app starts, or in a test with \
                    `.plugging(LikePhoto.self, to: spy)`.
                    - UsersRepositoryKey (injection key): it has no installed value, so reading it gives its \
                    defaultValue; install one with `InjectedValues[UsersRepositoryKey.self] = …` where the app \
                    starts, or in a test with `.injecting { $0[UsersRepositoryKey.self] = … }`.
                    - APIClientKey (required injection key): it has no value and no default, so the first read \
                    stops the program; install one with `InjectedValues[APIClientKey.self] = …` where the app \
                    starts, or in a test with `.injecting { $0[APIClientKey.self] = … }`.
                    """,
                ]
        }
    }

    @Test func saysWhatHappensWhenAnUnpluggedActionCannotFail() {
        let missing = missingDependencies(actions: [FormatLikes.self, ArchivePhoto.self, DeclaredOnly.self])

        #expect(missing.map { String($0.explanation.prefix(36)) } == [
            "calling it stops the program; plug i",
            "calling it throws ActionError.notPlu",
            "it is neither an AsyncAction nor a S",
        ])
    }

    @Test(.injecting { $0[APIClientKey.self] = StubAPIClient() })
    func aKeyInstalledByTheTestCounts() {
        #expect(missingDependencies(injectionKeys: [APIClientKey.self]).isEmpty)
    }
}
