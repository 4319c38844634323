import Testing
import TrellisCheck

struct DependencyListTests {
    @Test func aSwiftFileTheTestTargetCompiles() throws {
        let analysis = try Checker().analyze(Fixtures.project("Rules/unplugged-action/violating"))
        let list = DependencyList.make(analysis, targets: ["App", "Feature"], folders: [], name: nil, imports: ["Trellis"])

        #expect(list.swiftSource() == """
            // Written by `trellis-check list --swift` from the sources; do not edit by hand.
            // Write it again after adding or removing a call or a read: `trellis-check list --swift --check` fails while it is stale.

            import Trellis
            @testable import Feature

            /// The actions and injection keys the `App` target uses, found in its sources.
            enum AppDependencies {
                static let actions: [any Action.Type] = []
                static let injectionKeys: [any InjectionKey.Type] = []
            }

            /// The actions and injection keys the `Feature` target uses, found in its sources.
            enum FeatureDependencies {
                static let actions: [any Action.Type] = [CountLikes.self, LikePhoto.self]
                static let injectionKeys: [any InjectionKey.Type] = []
            }

            """)
    }

    @Test func aFolderIsAFeature() throws {
        let project = Fixtures.feature([
            "Domain.swift": "import Trellis\nenum LikePhoto: AsyncAction {}\nstruct UsersKey: InjectionKey { static let defaultValue = 0 }\n",
            "Photos/PhotoInteraction.swift": "import Trellis\nfinal class PhotoInteraction {\n @Injected(UsersKey.self) var users: Int\n func like() async throws { try await action(LikePhoto.self) }\n}\n",
        ])
        let list = DependencyList.make(try Checker().analyze(project), targets: [], folders: ["Sources/Feature/Photos"], name: nil, imports: ["Trellis"])
        #expect(list.entries.map(\.name) == ["PhotosDependencies"])
        #expect(list.entries.first?.usage == FeatureUsage(actions: ["LikePhoto"], keys: ["UsersKey"]))
        #expect(list.text() == "PhotosDependencies:\n  action LikePhoto\n  key UsersKey\n")
    }
}
