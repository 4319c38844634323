@testable import Gallery
@testable import GallerySQLite
@testable import GalleryDomain
@testable import LiveScreens
@testable import MVVM
import GalleryDatabase
import Testing
import Trellis
import TrellisTesting

/// The photo screen's view model, tested without any view: the notes' "better testability,
/// without needing to take into account the views".
@MainActor
@Suite("MVVM photo view model")
struct PhotoViewModelTests {
    let viewer = FeatureScript.viewer
    let frank = SampleData.users[1]
    let chess = SampleData.photos[4]

    func makeViewModel(_ navigation: NavigationSpy) -> MVVM.PhotoViewModel {
        MVVM.PhotoViewModel(userID: frank.id, photoID: chess.id, viewer: viewer, navigation: navigation)
    }

    @Test func loadsThePhotoItsOwnerAndItsLikes() async throws {
        try await withTestGallery { _ in
            let viewModel = makeViewModel(NavigationSpy())
            try await viewModel.load()
            #expect(viewModel.photo == .init(title: chess.title, hue: chess.hue, ownerID: frank.id, ownerName: frank.name))
            #expect(viewModel.likes == .init(photoID: chess.id, liked: false, count: 0, summary: "No likes yet", lastLiked: nil, revision: 0))
            #expect(viewModel.banner == nil)
        }
    }

    @Test func likesAsThePagesViewerThroughPlug() async throws {
        let likePhoto = ActionSpy(LikePhoto.self).returning(LikeCount(count: 1, likedByViewer: true))
        try await withOverrides {
            TestTime().install(in: &$0)
            configureGallery(&$0, backend: .sqlite(try .inMemory()))
            $0.plug(LikePhoto.self, to: likePhoto)
        } operation: {
            try await makeViewModel(NavigationSpy()).likePhoto()
        }
        await likePhoto.expectCalls([Like(photoID: chess.id, viewer: viewer)])
    }

    @Test func followsLikesMadeInOtherTabs() async throws {
        try await withTestGallery { _ in
            let viewModel = makeViewModel(NavigationSpy())
            try await viewModel.load()
            _ = try await LikePhoto.perform(Like(photoID: chess.id, viewer: FeatureScript.otherViewer))
            #expect(viewModel.likes == .init(photoID: chess.id, liked: false, count: 1, summary: "1 like", lastLiked: "Last liked just now", revision: 1))
            try await viewModel.likePhoto()
            #expect(viewModel.likes == .init(photoID: chess.id, liked: true, count: 2, summary: "2 likes", lastLiked: "Last liked just now", revision: 2))
            try await viewModel.unlikePhoto()
            #expect(viewModel.likes?.count == 1)
        }
    }

    @Test func showsHALsAnswer() throws {
        try withOverrides {
            TestTime().install(in: &$0)
            configureGallery(&$0, backend: .sqlite(try .inMemory()))
            $0.plug(OpenPodBayDoors.self, to: HAL9000(killDave: false))
        } operation: {
            let viewModel = makeViewModel(NavigationSpy())
            viewModel.openPodBayDoors()
            #expect(viewModel.banner?.message == "Pod bay doors opening, Dave.")
        }
    }

    @Test func handsBackToItsNavigation() async throws {
        try await withTestGallery { _ in
            let navigation = NavigationSpy()
            try await makeViewModel(navigation).back()
            #expect(navigation.requests == ["back"])
        }
    }

    @Test func holdsItsNavigationWeakly() async throws {
        try await withTestGallery { _ in
            var navigation: NavigationSpy? = NavigationSpy()
            let viewModel = makeViewModel(navigation!)
            weak let released = navigation
            navigation = nil
            #expect(released == nil)
            try await viewModel.back()
        }
    }
}
