@testable import Clean
@testable import Gallery
@testable import GallerySQLite
import GalleryDatabase
@testable import GalleryDomain
@testable import LiveScreens
import Testing
import Trellis
import TrellisTesting

/// What the Clean folder promises beyond the shared script: presenters publish view models
/// without knowing any view, each view owns its presenter, and the window returns only once
/// the view shows what its presenter published.
@MainActor
@Suite("Clean")
struct CleanTests {
    static let viewer = FeatureScript.viewer

    @Test func aPresenterPublishesItsViewModelWithoutAnyView() async throws {
        try await withTestGallery { _ in
            let presenter = Clean.UsersPresenter()
            try await presenter.loadUsers()
            let viewModel = try #require(presenter.currentViewModel(Clean.UsersViewModel.self))
            let users = try await InjectedValues[\.usersRepository].getUsers()
            #expect(viewModel.list == UserList(users))
        }
    }

    @Test func thePhotoPresenterCountsAgainWhenAnotherViewerLikesThePhoto() async throws {
        try await withTestGallery { _ in
            let presenter = Clean.PhotoPresenter(userID: 1, like: Like(photoID: 1, viewer: Self.viewer))
            _ = try await LikePhoto.perform(Like(photoID: 1, viewer: FeatureScript.otherViewer))
            let likes = try #require(presenter.currentViewModel(Clean.LikesViewModel.self)).likes
            #expect(likes.count == 1)
            #expect(!likes.liked, "the other viewer liked it, not this one")
        }
    }

    @Test func aLikeForAnotherPhotoIsRefusedAndPublishesNothing() async throws {
        try await withTestGallery { database in
            let presenter = Clean.PhotoPresenter(userID: 1, like: Like(photoID: 1, viewer: Self.viewer))
            await #expect(throws: GalleryError.notOnThisScreen("like")) { try await presenter.likePhoto(2) }
            #expect(presenter.currentViewModel(Clean.LikesViewModel.self) == nil)
            let stored = try await database.storedLikes(Like(photoID: 2, viewer: Self.viewer))
            #expect(stored.count == 0, "nothing was written")
        }
    }

    @Test func theWindowReturnsOnlyOnceTheViewShowsItsViewModels() async throws {
        try await withTestGallery { _ in
            let page = LivePage(viewer: Self.viewer)
            let window = CleanPattern().assemble(on: page)
            try await window.start(at: .photo(user: 1, photo: 1))
            #expect(page.regions[.photo]?.contains("Discovery One at Jupiter") == true)
            #expect(page.regions[.likes]?.contains("No likes yet") == true)
            try await window.handle(.like(1))
            #expect(page.regions[.likes]?.contains(">1 like<") == true)
        }
    }

    @Test func aCountThePresenterPublishedByItselfIsOnThePageOnceTheWindowRendered() async throws {
        try await withTestGallery { database in
            let page = LivePage(viewer: Self.viewer)
            let window = CleanPattern().assemble(on: page)
            try await window.start(at: .photo(user: 1, photo: 1))
            try await database.like(Like(photoID: 1, viewer: FeatureScript.otherViewer), at: TestTime.start)
            let likes = try await database.storedLikes(Like(photoID: 1, viewer: Self.viewer))
            let presenter = try #require(window.parts.lazy.compactMap { $0.object as? Clean.PhotoPresenter }.first)
            presenter.likesDidChange(likes, of: 1)  // as LikeUpdates hands it after another tab's like
            #expect(page.regions[.likes]?.contains("No likes yet") == true, "the store delivers on a later turn")
            await window.rendered()
            #expect(page.regions[.likes]?.contains(">1 like<") == true)
        }
    }

    @Test func leavingAScreenReleasesItsViewPresenterAndViewModels() async throws {
        try await withTestGallery { _ in
            let updates = InjectedValues[\.likeUpdates]
            let window = CleanPattern().assemble(on: LivePage(viewer: Self.viewer))
            try await window.start(at: .photo(user: 1, photo: 1))
            #expect(updates.observerCount(of: 1) == 1)
            try await expectNoLeaks { tracker in
                for part in window.parts where part.object !== window {
                    tracker.track(part.object, as: part.role)
                }
                try await window.handle(.back)
            }
            #expect(updates.observerCount(of: 1) == 0, "the presenter no longer watches the photo's likes")
            #expect(window.parts.map(\.object).contains { $0 is Clean.PhotosView })
        }
    }
}
