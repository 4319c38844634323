@testable import Gallery
@testable import GallerySQLite
@testable import GalleryDomain
@testable import LiveScreens
@testable import MVP
import GalleryDatabase
import Testing
import Trellis

/// The MVP presenters on their own, with a stand-in view and no page: the notes' first
/// advantage, business logic tested without the view.
@MainActor
@Suite("MVP presenters")
struct MVPTests {
    static let photo = SampleData.photos[0]
    static let like = Like(photoID: photo.id, viewer: Viewer(id: "mvp-viewer")!)

    @Test func loadingPublishesThePhotoAndItsLikesAndTellsTheView() async throws {
        try await withTestGallery { _ in
            let view = StandInPhotoView()
            let presenter = MVP.PhotoPresenter(view, userID: Self.photo.userID, like: Self.like)
            try await presenter.load()
            #expect(view.updates == ["photo", "likes"])
            #expect(presenter.currentViewModel(MVP.PhotoViewModel.self)?.photo.title == Self.photo.title)
            #expect(presenter.currentViewModel(MVP.LikesViewModel.self)?.likes.summary == "No likes yet")
        }
    }

    @Test func aLikeIsTheViewersAndPublishesTheNewCount() async throws {
        try await withTestGallery { _ in
            let view = StandInPhotoView()
            let presenter = MVP.PhotoPresenter(view, userID: Self.photo.userID, like: Self.like)
            try await presenter.didTapLike(Self.photo.id)
            let likes = try #require(presenter.currentViewModel(MVP.LikesViewModel.self)).likes
            #expect(likes.liked && likes.count == 1)
            #expect(try await CountLikes.perform(Self.like) == LikeCount(count: 1, likedByViewer: true, sinceLastLike: .zero, revision: 1))
            #expect(view.updates.last == "likes")
        }
    }

    @Test func aLikeOfAnotherPhotoIsRefusedAndWritesNothing() async throws {
        try await withTestGallery { _ in
            let view = StandInPhotoView()
            let presenter = MVP.PhotoPresenter(view, userID: Self.photo.userID, like: Self.like)
            let other = Like(photoID: Self.photo.id + 1, viewer: Self.like.viewer)
            await #expect(throws: GalleryError.notOnThisScreen("like")) {
                try await presenter.didTapLike(other.photoID)
            }
            let stored = try await CountLikes.perform(other)
            #expect(stored.count == 0)
            #expect(view.updates.isEmpty)
            #expect(presenter.currentViewModel(MVP.LikesViewModel.self) == nil)
        }
    }

    @Test func halsAnswerIsPublishedForTheBanner() async throws {
        try await withTestGallery { _ in
            withOverrides { $0.plug(OpenPodBayDoors.self, to: HAL9000(killDave: false)) } operation: {
                let view = StandInPhotoView()
                let presenter = MVP.PhotoPresenter(view, userID: Self.photo.userID, like: Self.like)
                presenter.didTapMainButton()
                #expect(presenter.currentViewModel(MVP.BannerViewModel.self)?.banner.message == "Pod bay doors opening, Dave.")
                #expect(view.updates == ["banner"])
            }
        }
    }

    @Test func aLikeInAnotherTabIsPublishedUntilTheViewIsGone() async throws {
        try await withTestGallery { _ in
            var view: StandInPhotoView? = StandInPhotoView()
            let presenter = MVP.PhotoPresenter(try #require(view), userID: Self.photo.userID, like: Self.like)
            try await presenter.load()
            _ = try await LikePhoto.perform(Like(photoID: Self.photo.id, viewer: Viewer(id: "other-tab")!))
            #expect(presenter.currentViewModel(MVP.LikesViewModel.self)?.likes.summary == "1 like")
            #expect(view?.updates.last == "likes")
            // The presenter holds its view weakly: dropping the view frees it.
            weak let released = view
            view = nil
            #expect(released == nil)
        }
    }
}

/// A stand-in for the photo view: it records which parts it was told to update.
@MainActor
private final class StandInPhotoView: MVP.PhotoViewDelegate {
    private(set) var updates: [String] = []

    func updatePhoto() { updates.append("photo") }
    func updateLikes() { updates.append("likes") }
    func updateBanner() { updates.append("banner") }
}
