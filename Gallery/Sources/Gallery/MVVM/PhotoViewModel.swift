import Observation
import Trellis

extension MVVM {
    /// Where the photo screen's back link leads; the photo view model hands it on.
    @MainActor
    protocol PhotoNavigation: AnyObject {
        func back()
    }

    /// One photo, its likes as this viewer sees them, and HAL's answer: the state of the whole
    /// photo screen, kept up to date with likes made in other tabs.
    @Observable
    @MainActor
    final class PhotoViewModel: LikeObserving {
        /// The photo and its owner, as the view shows them.
        struct Details: Hashable {
            let title: String
            let hue: Int
            let ownerID: User.ID
            let ownerName: String
        }

        /// The like button and count.
        struct Likes: Hashable {
            let photoID: Photo.ID
            let liked: Bool
            let count: Int
            let summary: String
        }

        let userID: User.ID
        let photoID: Photo.ID
        /// `nil` until loaded.
        private(set) var photo: Details?
        /// `nil` until counted.
        private(set) var likes: Likes?
        /// What HAL said, once asked.
        private(set) var halsAnswer: String?

        @ObservationIgnored @Injected(\.usersRepository) private var usersRepository: any UsersRepository
        @ObservationIgnored @Injected(\.photosRepository) private var photosRepository: any PhotosRepository
        @ObservationIgnored @Injected(\.likeUpdates) private var likeUpdates: LikeUpdates
        private let like: Like
        @ObservationIgnored private weak var navigation: (any PhotoNavigation)?

        init(userID: User.ID, photoID: Photo.ID, viewer: Viewer, navigation: any PhotoNavigation) {
            self.userID = userID
            self.photoID = photoID
            like = Like(photoID: photoID, viewer: viewer)
            self.navigation = navigation
            likeUpdates.observe(photoID, by: self)
        }

        func load() async throws {
            let owner = try await usersRepository.getUser(userID)
            let photo = try await photosRepository.getPhoto(photoID, of: userID)
            self.photo = Details(title: photo.title, hue: photo.hue, ownerID: owner.id, ownerName: owner.name)
            try countLikes()
        }

        func likePhoto() async throws {
            try await LikePhoto.perform(like)
            try countLikes()
        }

        func unlikePhoto() async throws {
            try await UnlikePhoto.perform(like)
            try countLikes()
        }

        func openPodBayDoors() {
            switch OpenPodBayDoors.perform() {
            case .opened: halsAnswer = "Pod bay doors opening, Dave."
            case let .refused(reason): halsAnswer = reason
            }
        }

        func back() {
            navigation?.back()
        }

        func likesDidChange(of _: Photo.ID) {
            try? countLikes()
        }

        private func countLikes() throws {
            let count = try CountLikes.perform(like)
            likes = Likes(photoID: photoID, liked: count.likedByViewer, count: count.count, summary: count.summary)
        }
    }
}
