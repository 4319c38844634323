@testable import Gallery
@testable import GallerySQLite
@testable import GalleryDomain
@testable import LiveScreens
@testable import MVC
@testable import MVP
import PatternRegistry
import GalleryDatabase
import Testing
import Trellis

/// What the MVC and MVP folders do beyond the shared feature script: a missing user or photo
/// at start, a deep link's way back, HAL's other answer, and the like observers let go.
@MainActor
@Suite("MVC and MVP screens")
struct MVCAndMVPTests {
    nonisolated static let patterns = [MVCPattern().id, MVPPattern().id]
    static let viewer = Viewer(id: "mvc-viewer")!

    @Test(arguments: patterns)
    func aMissingUserOrPhotoIsNamedAtStart(_ id: String) async throws {
        let pattern = try #require(GalleryPatterns.pattern(id))
        try await withTestGallery { _ in
            await #expect(throws: GalleryError.userNotFound(99)) {
                try await pattern.assemble(on: LivePage(viewer: Self.viewer)).start(at: .photos(user: 99))
            }
            await #expect(throws: GalleryError.photoNotFound(999, user: 1)) {
                try await pattern.assemble(on: LivePage(viewer: Self.viewer)).start(at: .photo(user: 1, photo: 999))
            }
        }
    }

    @Test(arguments: patterns)
    func aDeepLinkedPhotoGoesBackToItsOwnersPhotos(_ id: String) async throws {
        let pattern = try #require(GalleryPatterns.pattern(id))
        let photo = SampleData.photos.last!
        try await withTestGallery { _ in
            let page = LivePage(viewer: Self.viewer)
            let module = pattern.assemble(on: page)
            try await module.start(at: .photo(user: photo.userID, photo: photo.id))
            try await module.handle(.back)
            #expect(page.location == .photos(user: photo.userID))
            #expect(page.regions[.photos]?.contains(photo.title) == true)
        }
    }

    @Test(arguments: patterns)
    func theBannerShowsTheDoorsOpeningWhenHALAgrees(_ id: String) async throws {
        let pattern = try #require(GalleryPatterns.pattern(id))
        let photo = SampleData.photos[0]
        try await withTestGallery { _ in
            try await withOverrides { $0.plug(OpenPodBayDoors.self, to: HAL9000(killDave: false)) } operation: {
                let page = LivePage(viewer: Self.viewer)
                let module = pattern.assemble(on: page)
                try await module.start(at: .photo(user: photo.userID, photo: photo.id))
                try await module.handle(.openPodBayDoors)
                #expect(page.regions[.banner]?.contains("Pod bay doors opening, Dave.") == true)
            }
        }
    }

    @Test(arguments: patterns)
    func leavingThePhotoStopsFollowingItsLikes(_ id: String) async throws {
        let pattern = try #require(GalleryPatterns.pattern(id))
        let photo = SampleData.photos[0]
        try await withTestGallery { _ in
            let likeUpdates = InjectedValues[\.likeUpdates]
            let module = pattern.assemble(on: LivePage(viewer: Self.viewer))
            try await module.start(at: .photo(user: photo.userID, photo: photo.id))
            #expect(likeUpdates.observerCount(of: photo.id) == 1)
            try await module.handle(.back)
            #expect(likeUpdates.observerCount(of: photo.id) == 0)
        }
    }
}
