import Testing
@testable import TrellisCheck

/// A type declared inside another, or inside `extension Outer { … }`, is `Outer.Name`, and a
/// name is looked up as Swift looks it up.
struct NameResolverTests {
    private func analysis(_ files: [String: String]) throws -> Analysis {
        try Checker().analyze(Fixtures.feature(files))
    }

    @Test func aControllerIsNoViewBecauseAViewElsewhereHasItsSimpleName() throws {
        let findings = try Fixtures.findings(.viewNoRepository, in: "Graph/same-simple-name")

        #expect(findings.filter { $0.location.file.hasSuffix("MVC.swift") }.isEmpty)
    }

    @Test func aViewOfASharedSimpleNameIsStillCheckedAndNamedQualified() throws {
        let findings = try Fixtures.findings(.viewNoRepository, in: "Graph/same-simple-name")

        #expect(findings.map(\.location) == [Location(file: "Sources/Feature/SuperSimple.swift", line: 26, column: 23)])
        #expect(findings.map(\.message) == ["the view `SuperSimple.PhotoScreen` calls the action `LikePhoto`"])
    }

    @Test func typesInsideATypeOrAnExtensionOfOneAreNamedByTheirPath() throws {
        let analysis = try analysis([
            "Gallery.swift": """
            import Trellis
            enum Gallery {
                enum LikePhoto: AsyncAction {}
            }
            extension Gallery {
                struct Photos {
                    enum CountLikes: SyncAction {}
                }
            }
            extension Gallery.Photos {
                struct UsersKey: InjectionKey { static let defaultValue = 0 }
            }
            """,
        ])
        #expect(analysis.graph.actions.map(\.name) == ["Gallery.LikePhoto", "Gallery.Photos.CountLikes"])
        #expect(analysis.graph.keys.map(\.name) == ["Gallery.Photos.UsersKey"])
    }

    @Test func aNameMeansTheNestedTypeOfAnEnclosingScopeElseTheTopLevelOne() throws {
        let analysis = try analysis([
            "Actions.swift": """
            import Trellis
            enum LikePhoto: AsyncAction {}
            enum Share: AsyncAction {}
            enum Gallery {
                enum LikePhoto: AsyncAction {}
                enum Photos {}
            }
            """,
            "Calls.swift": """
            import Trellis
            extension Gallery {
                struct Feed {
                    func like() async throws { try await action(LikePhoto.self, 1) }
                    func share() async throws { try await Share.perform(1) }
                }
            }
            extension Gallery.Photos {
                func like() async throws { try await action(LikePhoto.self, 1) }
            }
            func like() async throws { try await action(LikePhoto.self, 1) }
            func likeInTheGallery() async throws { try await action(Gallery.LikePhoto.self, 1) }
            """,
        ])
        let calls = analysis.graph.calls.filter { $0.location.file.hasSuffix("Calls.swift") }
        // An extension of `Gallery.Photos` sees `Gallery.Photos`'s nested types, not `Gallery`'s.
        #expect(calls.map(\.action) == ["Gallery.LikePhoto", "Share", "LikePhoto", "LikePhoto", "Gallery.LikePhoto"])
        #expect(calls.map(\.enclosingType) == ["Gallery.Feed", "Gallery.Feed", "Gallery.Photos", nil, nil])
        #expect(calls.map(\.function) == ["Feed.like", "Feed.share", "Photos.like", "like", "likeInTheGallery"])
    }

    @Test func inheritanceClausesAndExtensionsResolveTheirNames() throws {
        let analysis = try analysis([
            "Views.swift": """
            import Trellis
            protocol BannerRendering: Rendering<BannerRenderable> {}
            enum Screens {
                protocol BannerRendering {}
                final class Banner: BannerRendering {}
            }
            final class Banner {}
            extension Banner: BannerRendering {}
            extension Screens.Banner: Screens.BannerRendering {}
            """,
        ])
        let facts = try #require(analysis.types.declarations["Banner"])
        #expect(facts.map(\.fact.inherited) == [[], ["BannerRendering"]])
        let nested = try #require(analysis.types.declarations["Screens.Banner"])
        #expect(nested.map(\.fact.inherited) == [["Screens.BannerRendering"], ["Screens.BannerRendering"]])
    }

    @Test func aMessageQualifiesATypeOnlyWhenItsSimpleNameIsShared() throws {
        let analysis = try analysis([
            "Types.swift": """
            import Trellis
            enum LikePhoto: AsyncAction {}
            enum MVC { final class UsersView {} }
            enum SuperSimple { final class UsersView {} }
            enum VIPER { final class PhotoView {} }
            """,
        ])
        #expect(analysis.display("LikePhoto") == "LikePhoto")
        #expect(analysis.display("MVC.UsersView") == "MVC.UsersView")
        #expect(analysis.display("VIPER.PhotoView") == "PhotoView")
        #expect(analysis.display("\\.usersRepository") == "\\.usersRepository")
    }

    @Test func theListNamesANestedActionSoTheTestTargetCompilesIt() throws {
        let analysis = try analysis([
            "Gallery.swift": """
            import Trellis
            enum Gallery { enum LikePhoto: AsyncAction {} }
            extension Gallery { final class Feed { func like() async throws { try await action(LikePhoto.self, 1) } } }
            """,
        ])
        let list = DependencyList.make(analysis, targets: ["Feature"], folders: [], name: nil, imports: ["Trellis"])
        #expect(list.swiftSource().contains("static let actions: [any Action.Type] = [Gallery.LikePhoto.self]"))
    }
}
