@testable import Gallery
@testable import GallerySQLite
import GalleryDatabase
@testable import GalleryDomain
@testable import LiveScreens
@testable import MVVM
import Testing

/// What MVVM's storyboard and views add to the conformance script: deep links, and view models
/// that name where a tap leads, which their views push on the platform's navigation controller.
@MainActor
@Suite("MVVM storyboard")
struct StoryboardTests {
    @Test func opensADeepLinkAndGoesBackFromIt() async throws {
        try await withTestGallery { _ in
            let page = LivePage(viewer: FeatureScript.viewer)
            let module = MVVMPattern().assemble(on: page)
            try await module.start(at: .photo(user: 2, photo: 5))
            #expect(page.location == .photo(user: 2, photo: 5))
            #expect(page.regions[.photo]?.contains("Chess with HAL") == true)
            #expect(page.regions[.likes]?.contains("No likes yet") == true)

            try await module.handle(.back)
            #expect(page.location == .photos(user: 2))
            #expect(page.regions[.photos]?.contains("EVA to the antenna") == true)

            try await module.handle(.back)
            #expect(page.location == .users)
        }
    }

    @Test func aChangeTheViewModelMadeByItselfIsOnThePageOnceTheModuleRendered() async throws {
        try await withTestGallery { database in
            let page = LivePage(viewer: FeatureScript.viewer)
            let module = MVVMPattern().assemble(on: page)
            try await module.start(at: .photo(user: 2, photo: 5))
            try await database.like(Like(photoID: 5, viewer: FeatureScript.otherViewer), at: TestTime.start)
            let likes = try await database.storedLikes(Like(photoID: 5, viewer: FeatureScript.viewer))
            let viewModel = try #require(module.parts.lazy.compactMap { $0.object as? MVVM.PhotoViewModel }.first)
            viewModel.likesDidChange(likes, of: 5)  // as LikeUpdates hands it after another tab's like
            #expect(page.regions[.likes]?.contains("No likes yet") == true, "a binding renders on a later turn")
            await module.rendered()
            #expect(page.regions[.likes]?.contains(">1 like<") == true)
        }
    }

    @Test func releasesTheScreenItLeaves() async throws {
        try await withTestGallery { _ in
            let page = LivePage(viewer: FeatureScript.viewer)
            let module = MVVMPattern().assemble(on: page)
            try await module.start(at: .photos(user: 1))
            weak let photos = module.parts.first { $0.role == "viewModel" }?.object
            #expect(photos is MVVM.PhotosViewModel)
            try await module.handle(.openPhoto(2))
            #expect(photos == nil)
            #expect(module.parts.contains { $0.object is MVVM.PhotoViewModel })
        }
    }

    @Test func aDeepLinkToNobodyFailsNamingTheUser() async throws {
        try await withTestGallery { _ in
            let page = LivePage(viewer: FeatureScript.viewer)
            let module = MVVMPattern().assemble(on: page)
            await #expect(throws: GalleryError.userNotFound(99)) {
                try await module.start(at: .photos(user: 99))
            }
            #expect(page.regions[.photos] == "", "nothing half drawn")
        }
    }
}
