import GalleryDomain
import LiveScreens
import Observation
import Trellis

/// One photo, its likes as the page's viewer sees them, and HAL's answer. Likes made in other
/// tabs, and the time going by, are actions too: the model sends them to itself.
@Observable
@MainActor
final class PhotoModel: ScreenModel, LikeObserving {
    struct State: Equatable {
        var photo: PhotoDetail?
        var likes: PhotoLikes?
        var banner: HALBanner?
    }

    enum Action {
        case appeared
        case like(Photo.ID)
        case unlike(Photo.ID)
        case openPodBayDoors
        /// Another tab changed the likes, or the time went by: the count the viewer sees now.
        case likesChanged(LikeCount)
    }

    private(set) var state = State()
    private let userID: User.ID
    private let like: Like
    @ObservationIgnored @Injected(\.usersRepository) private var usersRepository: any UsersRepository
    @ObservationIgnored @Injected(\.photosRepository) private var photosRepository: any PhotosRepository
    @ObservationIgnored @Injected(\.likeUpdates) private var likeUpdates: LikeUpdates
    /// Follows the photo's likes, and the time, while the model lives.
    @ObservationIgnored private var likesSubscription: LikesSubscription?

    init(userID: User.ID, like: Like) {
        self.userID = userID
        self.like = like
        likesSubscription = likeUpdates.observe(like, by: self)
    }

    static var appeared: Action { .appeared }

    static func action(for event: ScreenEvent) -> Action? {
        switch event {
        case let .like(photo): .like(photo)
        case let .unlike(photo): .unlike(photo)
        case .openPodBayDoors: .openPodBayDoors
        case .openUser, .openPhoto, .back: nil
        }
    }

    func send(_ action: Action) async throws {
        switch action {
        case .appeared:
            let owner = try await usersRepository.getUser(userID)
            state.photo = PhotoDetail(photo: try await photosRepository.getPhoto(like.photoID, of: userID), owner: owner)
            show(try await CountLikes.perform(like))
        case let .like(photo):
            guard photo == like.photoID else { throw GalleryError.notOnThisScreen("like") }
            show(try await LikePhoto.perform(like))
        case let .unlike(photo):
            guard photo == like.photoID else { throw GalleryError.notOnThisScreen("unlike") }
            show(try await UnlikePhoto.perform(like))
        case .openPodBayDoors, .likesChanged:
            receive(action)
        }
    }

    /// Runs an action that waits for nothing, at once: HAL answers on the spot, and a like in
    /// another tab reaches the model while another screen's work runs, not after it.
    private func receive(_ action: Action) {
        switch action {
        case .openPodBayDoors: state.banner = HALBanner(OpenPodBayDoors.perform())
        case let .likesChanged(likes): show(likes)
        case .appeared, .like, .unlike: break
        }
    }

    func likesDidChange(_ likes: LikeCount, of _: Photo.ID) {
        receive(.likesChanged(likes))
    }

    static func draw(_ state: State, on page: LivePage) {
        if let photo = state.photo { page.render(photo) }
        if let likes = state.likes { page.render(likes) }
        if let banner = state.banner { page.render(banner) }
    }

    private func show(_ likes: LikeCount) {
        state.likes = PhotoLikes(photoID: like.photoID, likes: likes)
    }
}
