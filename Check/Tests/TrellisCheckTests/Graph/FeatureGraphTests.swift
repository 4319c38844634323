import Testing
import TrellisCheck

/// Every spelling of the kit the graph reads.
struct FeatureGraphTests {
    private func graph(_ files: [String: String]) throws -> FeatureGraph {
        try Checker().analyze(Fixtures.feature(files)).graph
    }

    @Test func actionsAreTypesConformingToAsyncOrSyncActionDirectlyOrThroughAProtocol() throws {
        let graph = try graph([
            "Actions.swift": """
            import Trellis
            enum LikePhoto: AsyncAction { typealias Input = Int }
            enum CountLikes: SyncAction { typealias Output = Int }
            protocol GalleryAction: AsyncAction {}
            enum SharePhoto: GalleryAction {}
            struct NotAnAction: Sendable {}
            enum Later {}
            extension Later: SyncAction {}
            """,
        ])
        #expect(graph.actions.map(\.name) == ["CountLikes", "Later", "LikePhoto", "SharePhoto"])
        #expect(graph.actions.filter(\.isAsync).map(\.name) == ["LikePhoto", "SharePhoto"])
    }

    /// Another library's `AsyncAction` or `InjectionKey` is no action or key of the kit's: nothing
    /// is reported as unplugged or uninstalled in code that does not use the kit.
    @Test func actionsAndKeysAreTheKitsOnly() throws {
        let other = "import Jobs\nenum Fetch: AsyncAction {}\nstruct TokenKey: InjectionKey {}\nfunc run() async throws { try await action(Fetch.self) }\n"
        let graph = try graph(["Jobs.swift": other])
        #expect(graph.actions.isEmpty)
        #expect(graph.keys.isEmpty)
        let own = try self.graph(["Jobs.swift": "import Trellis\nprotocol AsyncAction {}\nenum Fetch: AsyncAction {}\n"])
        #expect(own.actions.isEmpty)
        #expect(try Checker().check(Fixtures.feature(["Jobs.swift": other])).diagnostics.isEmpty)
    }

    @Test(arguments: [
        "func f() async throws { try await action(LikePhoto.self, 1) }",
        "func f() async throws { try await action(LikePhoto.self) }",
        "func f() async throws { try await LikePhoto.perform(1) }",
        "func f() async throws { try await Trellis.action(Feature.LikePhoto.self, 1) }",
    ])
    func callSpellings(_ call: String) throws {
        let graph = try graph(["Like.swift": "import Trellis\nenum LikePhoto: AsyncAction {}\n" + call])
        #expect(graph.calls.map(\.action) == ["LikePhoto"])
        #expect(graph.calls.first?.function == "f")
    }

    @Test func extensionSugarIsACallInTheExtensionsMethod() throws {
        let graph = try graph([
            "Like.swift": "import Trellis\nenum LikePhoto: AsyncAction {}\nextension Photo {\n    func like() async throws { try await action(LikePhoto.self, self) }\n}\n",
        ])
        #expect(graph.calls.map(\.function) == ["Photo.like"])
        #expect(graph.calls.first?.enclosingType == "Photo")
    }

    @Test(arguments: [
        ("Actions.plug(LikePhoto.self, to: MyLikePhoto())", PlugSite.Form.actions),
        ("LikePhoto.self <~ MyLikePhoto()", .operator),
        ("Actions.plug(LikePhoto.self) { photo in }", .actions),
        ("withOverrides { $0.plug(LikePhoto.self, to: spy) } operation: { }", .scope),
        ("InjectedValues.install { app in app.plug(LikePhoto.self, factory: { MyLikePhoto() }) }", .scope),
        ("withPluggedActions { $0.plug(LikePhoto.self, to: spy) } operation: { }", .scope),
    ])
    func plugSpellings(_ plug: String, _ form: PlugSite.Form) throws {
        let graph = try graph(["Start.swift": "import Trellis\nfunc start() {\n    \(plug)\n}\n"])
        #expect(graph.plugs.map(\.action) == ["LikePhoto"])
        #expect(graph.plugs.map(\.form) == [form])
        #expect(graph.plugs.map(\.location.line) == [3])
    }

    @Test func traitsPlugAndInstall() throws {
        let graph = try graph([
            "Tests.swift": """
            import Trellis
            @Test(.plugging(LikePhoto.self, to: spy), .injecting(\\.usersRepository, mock), .injecting { $0.clock = TestClock() })
            func likes() {}
            @Test(.overriding(configureGallery)) func all() {}
            """,
        ])
        #expect(graph.plugs.map(\.form) == [.trait])
        #expect(graph.installs.map(\.key) == ["\\.usersRepository", "\\.clock"])
    }

    @Test func keysTheirPropertiesReadsAndInstalls() throws {
        let graph = try graph([
            "Keys.swift": """
            import Trellis
            struct UsersRepositoryKey: InjectionKey { static let defaultValue: any UsersRepository = Remote() }
            struct DatabaseKey: RequiredInjectionKey { typealias Value = Database }
            extension InjectedValues {
                var usersRepository: any UsersRepository {
                    get { Self[UsersRepositoryKey.self] }
                    set { Self[UsersRepositoryKey.self] = newValue }
                }
            }
            final class Interactor {
                @Injected(\\.usersRepository) var users: any UsersRepository
                @Injected(DatabaseKey.self) var database: Database
                func reload() {
                    let users = InjectedValues[\\.usersRepository]
                    let database = InjectedValues[DatabaseKey.self]
                }
            }
            func configure(_ app: inout InjectedValues) {
                app.usersRepository = Mock()
                app[DatabaseKey.self] = Database()
            }
            func replaceForTheProcess() {
                InjectedValues[\\.usersRepository] = Mock()
                UsersRepositoryKey.currentValue = Mock()
                withInjectedValues { $0.usersRepository = Mock() } operation: { }
            }
            """,
        ])
        #expect(graph.keys.map(\.name) == ["DatabaseKey", "UsersRepositoryKey"])
        #expect(graph.key(named: "DatabaseKey")?.isRequired == true)
        #expect(graph.key(named: "UsersRepositoryKey")?.properties == ["usersRepository"])
        #expect(graph.reads.map(\.key) == ["UsersRepositoryKey", "DatabaseKey", "UsersRepositoryKey", "DatabaseKey"])
        #expect(graph.reads.map(\.enclosingType) == Array(repeating: "Interactor", count: 4))
        #expect(graph.installs.map(\.key) == ["UsersRepositoryKey", "DatabaseKey", "UsersRepositoryKey", "UsersRepositoryKey", "UsersRepositoryKey"])
        #expect(graph.installs.map(\.function) == ["configure", "configure", "replaceForTheProcess", "replaceForTheProcess", "replaceForTheProcess"])
    }

    @Test func theStartUpReachesPlugsThroughFunctionsNamedOrPassedByName() throws {
        let project = Fixtures.app(
            feature: ["Like.swift": "import Trellis\npublic enum LikePhoto: AsyncAction {}\npublic enum Share: AsyncAction {}\npublic enum Unused: AsyncAction {}\n"],
            app: [
                "App.swift": """
                import Trellis
                @main struct App {
                    static func main() {
                        InjectedValues.install(configureApp)
                        Startup().plugSharing()
                    }
                }
                func configureApp(_ app: inout InjectedValues) { app.plug(LikePhoto.self, to: Remote()) }
                struct Startup {
                    func plugSharing() { Share.self <~ RemoteShare() }
                    func plugForPreviews() { Actions.plug(Unused.self, to: Fake()) }
                }
                """,
            ]
        )
        let graph = try Checker().analyze(project).graph
        let startUp = try #require(graph.startUps.first)
        #expect(graph.startUps.count == 1)
        #expect(startUp.target == "App")
        #expect(startUp.plugs.map { graph.plugs[$0].action } == ["LikePhoto", "Share"])
        #expect(startUp.configurationFunction == "configureApp")
        #expect(startUp.configurationParameter == "app")
    }

    @Test func mainSwiftTopLevelCodeIsAStartUp() throws {
        let project = Fixtures.app(
            feature: ["Like.swift": "import Trellis\npublic enum LikePhoto: AsyncAction {}\n"],
            app: ["main.swift": "import Trellis\nLikePhoto.self <~ Remote()\nrun()\n"]
        )
        let graph = try Checker().analyze(project).graph
        #expect(graph.startUps.first?.plugs.count == 1)
        #expect(graph.startUps.first?.configurationSite == Location(file: "Sources/App/main.swift", line: 4, column: 1))
    }

    @Test func aFeaturesUsageFollowsHelpersButNotOtherScreens() throws {
        let project = Fixtures.feature([
            "Domain.swift": """
            import Trellis
            enum LikePhoto: AsyncAction {}
            enum OpenDoors: SyncAction {}
            struct UsersKey: InjectionKey { static let defaultValue = 0 }
            extension Photo { func like() async throws { try await action(LikePhoto.self, self) } }
            """,
            "Photos/PhotoInteraction.swift": "import Trellis\nfinal class PhotoInteraction { func didTap() async throws { try await photo.like(); start() } }\n",
            "Doors/DoorsInteraction.swift": "import Trellis\nfinal class DoorsInteraction { @Injected(UsersKey.self) var users: Int\n func start() { action(OpenDoors.self) } }\n",
        ])
        let analysis = try Checker().analyze(project)
        #expect(analysis.usage(ofFolder: "Sources/Feature/Photos") == FeatureUsage(actions: ["LikePhoto"], keys: []))
        #expect(analysis.usage(ofFolder: "Sources/Feature/Doors") == FeatureUsage(actions: ["OpenDoors"], keys: ["UsersKey"]))
        #expect(analysis.usage(ofTarget: "Feature") == FeatureUsage(actions: ["LikePhoto", "OpenDoors"], keys: ["UsersKey"]))
    }
}

extension FeatureGraphTests {
    @Test func callsReachOnlyFunctionsTakingTheirLabelsAndValuesNeverReachFunctions() throws {
        let project = Fixtures.feature([
            "Domain.swift": """
            import Trellis
            enum LikePhoto: AsyncAction {}
            extension Photo { func like(as viewer: Int) async throws { try await action(LikePhoto.self, self) } }
            """,
            "Store/Store.swift": """
            import Trellis
            struct Store {
                func like(_ like: Int) async throws { print(like) }
                func save(_ like: Int) async throws { try await like(like); let event = Event.like; print(event.count) }
            }
            """,
            "Feed/Feed.swift": "import Trellis\nstruct Feed { func tap(_ photo: Photo) async throws { try await photo.like(as: 1) } }\n",
        ])
        let analysis = try Checker().analyze(project)
        #expect(analysis.usage(ofFolder: "Sources/Feature/Store").actions == [])
        #expect(analysis.usage(ofFolder: "Sources/Feature/Feed").actions == ["LikePhoto"])
    }
}

extension FeatureGraphTests {
    @Test func aSceneDelegateTheSystemStartsByNameIsAStartUp() throws {
        let project = Fixtures.app(
            feature: ["Like.swift": "import Trellis\npublic enum LikePhoto: AsyncAction {}\n"],
            app: [
                "AppDelegate.swift": "import Trellis\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
                "SceneDelegate.swift": """
                import Trellis
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        LikePhoto.self <~ RemoteLikePhoto()
                    }
                }
                """,
            ]
        )
        let graph = try Checker().analyze(project).graph
        #expect(graph.startUps.first?.plugs.map { graph.plugs[$0].action } == ["LikePhoto"])
    }
}

extension FeatureGraphTests {
    @Test func aCallInsideAStringInterpolationIsACall() throws {
        let graph = try graph([
            "Count.swift": "import Trellis\nenum CountLikes: SyncAction {}\nfunc f() throws { print(\"likes: \\(try action(CountLikes.self, 1))\", \"plain\") }\n",
        ])
        #expect(graph.calls.map(\.action) == ["CountLikes"])
    }
}
