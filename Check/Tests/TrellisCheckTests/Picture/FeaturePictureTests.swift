import Testing
import TrellisCheck

struct FeaturePictureTests {
    private func picture(grouping: FeaturePicture.Grouping = .folder) throws -> FeaturePicture {
        let project = Fixtures.app(
            feature: [
                "Domain/Actions.swift": "public enum LikePhoto: AsyncAction {}\npublic enum Share: AsyncAction {}\npublic struct UsersKey: InjectionKey { public static let defaultValue = 0 }\n",
                "Photos/PhotoInteraction.swift": "final class PhotoInteraction {\n @Injected(UsersKey.self) var users: Int\n func like() async throws { try await action(LikePhoto.self) }\n}\n",
                "Share/ShareInteraction.swift": "final class ShareInteraction { func share() async throws { try await Share.perform() } }\n",
            ],
            app: ["App.swift": "@main struct App { static func main() { InjectedValues.install(configure) } }\nfunc configure(_ app: inout InjectedValues) {\n app.plug(LikePhoto.self, to: Remote())\n app[UsersKey.self] = 1\n}\n"]
        )
        return FeaturePicture.make(try Checker().analyze(project), grouping: grouping)
    }

    @Test func screensActionsKeysAndWhereEachIsProvided() throws {
        let picture = try picture()
        #expect(picture.screens.map(\.name) == ["Feature/Photos", "Feature/Share"])
        #expect(picture.screens[0].usage == FeatureUsage(actions: ["LikePhoto"], keys: ["UsersKey"]))
        #expect(picture.providers.map(\.function) == ["configure"])
        #expect(picture.providers.first?.actions == ["LikePhoto"])
        #expect(picture.providers.first?.keys == ["UsersKey"])
        #expect(picture.unprovided == ["Share"])
        #expect(try self.picture(grouping: .target).screens.map(\.name) == ["Feature"])
    }

    @Test func mermaid() throws {
        let text = try picture().mermaid()
        #expect(text.hasPrefix("flowchart LR\n"))
        #expect(text.contains("S0[\"Feature/Photos\"]"))
        #expect(text.contains("S0 -->|calls| A_LikePhoto"))
        #expect(text.contains("S0 -->|reads| K_UsersKey"))
        #expect(text.contains("A_LikePhoto -.->|plugged in| P0"))
        #expect(text.contains("P0[\"configure (App.swift:3)\"]"))
        #expect(text.contains("class A_Share missing"))
    }

    @Test func dot() throws {
        let text = try picture().dot()
        #expect(text.hasPrefix("digraph features {"))
        #expect(text.contains("S1 -> A_Share [label=\"calls\"];"))
        #expect(text.contains("K_UsersKey -> P0 [label=\"installed in\", style=dashed];"))
        #expect(text.contains("A_Share [label=\"Share\", shape=ellipse, color=\"#cc0000\""))
        #expect(text.hasSuffix("}\n"))
    }
}
