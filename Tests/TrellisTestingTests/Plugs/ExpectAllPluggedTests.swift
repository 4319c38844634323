import ArticleExamples
import Testing
import Trellis
import TrellisTesting

/// What the photo-sharing feature uses, listed next to it with core types only.
enum SharingFeature {
    static let actions: [any Action.Type] = [SharePhoto.self, ArchivePhoto.self, CaptionPhoto.self]
    static let injectionKeys: [any InjectionKey.Type] = [PhotoAlbumKey.self, APIClientKey.self]
}

/// The app's start-up, as a test can run it inside a scope.
enum SharingAppStartup {
    static func plugEverything(into actions: inout InjectedValues) {
        actions.plug(SharePhoto.self) { _ in }
        actions.plug(ArchivePhoto.self) { _ throws(ArchiveError) in true }
        actions.plug(CaptionPhoto.self) { "Photo \($0.identifier)" }
    }

    static func installEverything(into values: inout InjectedValues) {
        values[PhotoAlbumKey.self] = CameraRoll(name: "Shared")
        values[APIClientKey.self] = StubAPIClient()
    }
}

struct ExpectAllPluggedTests {
    // MARK: - Passing

    @Test(
        .overriding { SharingAppStartup.plugEverything(into: &$0) },
        .injecting { SharingAppStartup.installEverything(into: &$0) }
    )
    func passesWhenStartUpProvidesEverythingTheFeatureUses() {
        expectAllPlugged(actions: SharingFeature.actions, injectionKeys: SharingFeature.injectionKeys)
        #expect(missingDependencies(actions: SharingFeature.actions, injectionKeys: SharingFeature.injectionKeys).isEmpty)
    }

    @Test(.plugging(SharePhoto.self, to: ActionSpy(SharePhoto.self)), .plugging(CaptionPhoto.self) { _ in "" })
    func theVariadicFormChecksActions() {
        expectAllPlugged(SharePhoto.self, CaptionPhoto.self)
    }

    @Test(
        .overriding { PhotoAppStartup.plugEverything(into: &$0) },
        .injecting { PhotoAppStartup.installEverything(into: &$0) }
    )
    func thePlugArticlesPhotoFeatureIsCheckedTheSameWay() {
        expectAllPlugged(actions: PhotoFeature.actions, injectionKeys: PhotoFeature.injectionKeys)
    }

    // MARK: - Failing

    @Test func listsEveryActionAndKeyThatIsMissing() {
        let missing = withOverrides {
            $0.plug(ArchivePhoto.self) { _ throws(ArchiveError) in false }
        } operation: {
            missingDependencies(actions: SharingFeature.actions + [DeclaredOnly.self], injectionKeys: SharingFeature.injectionKeys)
        }

        #expect(missing.map(\.name) == ["SharePhoto", "CaptionPhoto", "DeclaredOnly", "PhotoAlbumKey", "APIClientKey"])
        #expect(missing.map(\.kind) == [.action, .action, .action, .injectionKey, .requiredInjectionKey])
    }

    @Test func reportsTheMissingOnesInOneIssueAtTheCallersLine() {
        let line = #line + 6
        withKnownIssue {
            withOverrides {
                $0.plug(ArchivePhoto.self) { _ throws(ArchiveError) in true }
                $0.plug(CaptionPhoto.self) { _ in "" }
            } operation: {
                expectAllPlugged(actions: SharingFeature.actions, injectionKeys: SharingFeature.injectionKeys)
            }
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    """
                    3 dependencies have nothing plugged or installed:
                    - SharePhoto (action): calling it throws ActionError.notPlugged; plug it with \
                    `Actions.plug(SharePhoto.self, to: …)` where the app starts, or in a test with \
                    `.plugging(SharePhoto.self, to: spy)`.
                    - PhotoAlbumKey (injection key): it has no installed value, so reading it gives its \
                    defaultValue; install one with `InjectedValues[PhotoAlbumKey.self] = …` where the app \
                    starts, or in a test with `.injecting { $0[PhotoAlbumKey.self] = … }`.
                    - APIClientKey (required injection key): it has no value and no default, so the first read \
                    stops the program; install one with `InjectedValues[APIClientKey.self] = …` where the app \
                    starts, or in a test with `.injecting { $0[APIClientKey.self] = … }`.
                    """,
                ]
        }
    }

    @Test func saysWhatHappensWhenAnUnpluggedActionCannotFail() {
        let missing = missingDependencies(actions: [CaptionPhoto.self, ArchivePhoto.self, DeclaredOnly.self])

        // CaptionPhoto cannot fail and ArchivePhoto throws only its own error: neither call can
        // throw ActionError, so both stop.
        #expect(missing.map { String($0.explanation.prefix(36)) } == [
            "calling it stops the program; plug i",
            "calling it stops the program; plug i",
            "calling it throws ActionError.notPlu",
        ])
    }

    @Test(.injecting { $0[APIClientKey.self] = StubAPIClient() })
    func aKeyInstalledByTheTestCounts() {
        #expect(missingDependencies(injectionKeys: [APIClientKey.self]).isEmpty)
    }
}
