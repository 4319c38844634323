import Foundation
import Testing
import TrellisCheck

struct FeaturePictureTests {
    /// Two patterns of one feature, each a target, and the start-up that plugs what they use.
    private func analysis() throws -> Analysis {
        func target(_ name: String, _ files: [String: String], dependencies: [String]) -> (target: SourceTarget, files: [String: String]) {
            (SourceTarget(name: name, kind: .library, path: "Sources/\(name)", files: [], dependencies: dependencies), files.mapKeys { "Sources/\(name)/" + $0 })
        }
        let project = Project.inMemory([
            target("Domain", [
                "Actions.swift": """
                import Trellis
                public enum LikePhoto: AsyncAction {}
                public enum Share: AsyncAction {}
                public struct UsersKey: InjectionKey { public static let defaultValue = 0 }
                public func likeTwice() async throws {
                    try await action(LikePhoto.self)
                    try await action(LikePhoto.self)
                }
                """,
            ], dependencies: []),
            target("MVC", [
                "UsersViewController.swift": """
                import Trellis
                final class UsersViewController {
                    @Injected(UsersKey.self) var users: Int
                    func show() { UsersView().show(users) }
                }
                final class UsersView { func show(_ users: Int) {} }
                """,
                "PhotoViewController.swift": """
                import Trellis
                final class PhotoViewController {
                    let like = LikeInteraction()
                    func didTapShare() async throws { try await Share.perform() }
                }
                """,
                "LikeInteraction.swift": """
                import Trellis
                final class LikeInteraction {
                    func didTapLike() async throws { try await likeTwice() }
                }
                """,
                "RegionView.swift": "import Trellis\nfinal class RegionView { func draw() {} }\n",
            ], dependencies: ["Domain"]),
            target("MVVM", [
                "PhotoViewModel.swift": "import Trellis\nfinal class PhotoViewModel { func like() async throws { try await action(LikePhoto.self) } }\n",
                "PhotoView.swift": "import Trellis\nfinal class PhotoView { let model: PhotoViewModel }\n",
            ], dependencies: ["Domain"]),
            target("MVVMC", [
                "PhotoCoordinator.swift": "import Trellis\nfinal class PhotoCoordinator { func start() { _ = PhotoViewModel() } }\n",
            ], dependencies: ["Domain", "MVVM"]),
            (SourceTarget(name: "App", kind: .executable, path: "Sources/App", files: [], dependencies: ["MVC", "MVVM", "MVVMC"]), [
                "Sources/App/App.swift": """
                import Trellis
                @main struct App { static func main() { InjectedValues.install(configure) } }
                func configure(_ app: inout InjectedValues) {
                    app.plug(LikePhoto.self, to: Remote())
                    app[UsersKey.self] = 1
                }
                """,
            ]),
        ])
        return try Checker().analyze(project)
    }

    @Test func screensAreTheNamesATargetsPartsShareBoxedByTarget() throws {
        let picture = FeaturePicture.make(try analysis())

        #expect(picture.screens.map { "\($0.target)/\($0.name)" } == ["MVC/Photo", "MVC/Users", "MVVM/Photo", "MVVMC/Photo"])
        // The interaction the photo screen holds is its part; a shared view that uses nothing is no screen.
        #expect(picture.screens[0].types == ["LikeInteraction", "PhotoViewController"])
        #expect(picture.screens[1].types == ["UsersView", "UsersViewController"])
        // MVVM-C's coordinator makes MVVM's view model: it uses what the view model uses.
        #expect(picture.screens[3].usage == FeatureUsage(actions: ["LikePhoto"], keys: []))
    }

    @Test func oneUsePerScreenAndActionOrKeyWithItsCount() throws {
        let picture = FeaturePicture.make(try analysis())

        #expect(picture.screens[0].uses == [
            FeaturePicture.Use(name: "LikePhoto", isAction: true, count: 2),
            FeaturePicture.Use(name: "Share", isAction: true, count: 1),
        ])
        #expect(picture.screens[1].uses == [FeaturePicture.Use(name: "UsersKey", isAction: false, count: 1)])
        #expect(picture.providers.map(\.function) == ["configure"])
        #expect(picture.unprovided == ["Share"])
        #expect(FeaturePicture.make(try analysis(), grouping: .target).screens.map(\.name) == ["Domain", "MVC", "MVVM"])
    }

    @Test func dotDrawsThreeColumnsAndAnEdgePerScreenAndAction() throws {
        let text = FeaturePicture.make(try analysis()).dot()

        #expect(text.hasPrefix("digraph features {\n  rankdir=LR;"))
        #expect(text.contains("subgraph cluster_T0 { label=\"MVC\";"))
        #expect(text.contains("S0 [label=\"Photo\""))
        #expect(text.components(separatedBy: "S0 -> A_LikePhoto").count == 2)
        #expect(text.contains("S0 -> A_LikePhoto [xlabel=\"2\", tooltip=\"MVC Photo calls LikePhoto at 2 places\""))
        #expect(text.contains("S1 -> K_UsersKey [xlabel=\"1\", tooltip=\"MVC Users reads UsersKey at 1 place\""))
        #expect(text.contains("A_LikePhoto -> P0 [style=dashed"))
        #expect(text.contains("{ rank=same; S0; S1; S2; S3; }"))
        #expect(text.contains("{ rank=same; P0; }"))
        #expect(text.contains("A_Share [label=\"Share\", shape=ellipse, height=0.9, color=\"#cc0000\""))
        #expect(text.hasSuffix("}\n"))
    }

    @Test func mermaid() throws {
        let text = FeaturePicture.make(try analysis()).mermaid()

        #expect(text.hasPrefix("flowchart LR\n  subgraph T0[\"MVC\"]\n    S0[\"Photo\"]\n    S1[\"Users\"]\n  end\n"))
        #expect(text.contains("S0 -->|2| A_LikePhoto"))
        #expect(text.contains("S1 -->|1| K_UsersKey"))
        #expect(text.contains("A_LikePhoto -.-> P0"))
        #expect(text.contains("P0[\"configure (App.swift:4)\"]"))
        #expect(text.contains("class A_Share missing"))
    }
}
