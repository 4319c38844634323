@testable import Gallery
@testable import GalleryDomain
@testable import GallerySQLite
@testable import LiveScreens
import Testing
import Trellis
import TrellisTesting
@testable import VIPER

/// What the VIPER folder promises beyond the shared script: each screen is a module assembled
/// with `ViperModule`, whose four references back are weak, and a router's navigation
/// releases the module it leaves.
@MainActor
@Suite("VIPER")
struct VIPERTests {
    typealias UsersModule = VIPER.UsersModule
    typealias PhotoModule = VIPER.PhotoModule

    @Test func aModuleIsWiredBothWaysAndHeldOnlyByItsView() async throws {
        try await withTestGallery { _ in
            await expectNoLeaks { tracker in
                let module = tracker.track(UsersModule.UserRouter.start(page: LivePage(viewer: FeatureScript.viewer)))
                #expect(module.view.presenter === module.presenter)
                #expect(module.presenter?.view === module.view)
                #expect(module.presenter?.interactor === module.interactor)
                #expect(module.presenter?.router === module.router)
                #expect(module.interactor?.presenter === module.presenter)
                #expect(module.router?.entry === module.view)
                #expect(module.router?.presenter === module.presenter)
            }
        }
    }

    @Test func aRouterReleasesTheModuleItLeaves() async throws {
        try await withTestGallery { _ in
            let page = LivePage(viewer: FeatureScript.viewer)
            let window = VIPERPattern().assemble(on: page)
            try await window.start(at: .users)
            try await expectNoLeaks { tracker in
                for part in window.parts where part.object !== window {
                    tracker.track(part.object, as: "users.\(part.role)")
                }
                try await window.handle(.openUser(2))
            }
            #expect(page.location == .photos(user: 2))
            #expect(window.parts.map(\.role) == ["window", "view", "presenter", "interactor", "router"])
        }
    }

    @Test func backFromADeepLinkLeadsToTheOwnersPhotos() async throws {
        try await withTestGallery { _ in
            let page = LivePage(viewer: FeatureScript.viewer)
            let window = VIPERPattern().assemble(on: page)
            try await window.start(at: .photo(user: 2, photo: 4))
            try await window.handle(.back)
            #expect(page.location == .photos(user: 2))
            #expect(page.regions[.photos]?.contains("Chess with HAL") == true)
        }
    }

    @Test func aMissingUserStopsTheStartSoThePageAnswers404() async throws {
        try await withTestGallery { _ in
            let window = VIPERPattern().assemble(on: LivePage(viewer: FeatureScript.viewer))
            await #expect(throws: GalleryError.userNotFound(99)) { try await window.start(at: .photos(user: 99)) }
        }
    }

    @Test func thePresenterRefusesALikeForAnotherPhotoSoTheInteractorLikesNothing() async throws {
        try await withTestGallery { database in
            let module = PhotoModule.PhotoRouter.start(page: LivePage(viewer: FeatureScript.viewer), user: 1, photo: 1)
            let presenter = try #require(module.presenter)
            await #expect(throws: GalleryError.notOnThisScreen("like")) { try await presenter.didTapLike(2) }
            for photo: Photo.ID in [1, 2] {
                let stored = try await database.storedLikes(Like(photoID: photo, viewer: FeatureScript.viewer))
                #expect(stored.count == 0, "nothing was written for photo \(photo)")
            }
            _ = module
        }
    }
}
