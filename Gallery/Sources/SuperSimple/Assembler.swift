import GalleryDomain
import LiveScreens
import Trellis

/// Wires each screen: makes its view controller, views and interactions, and connects
/// them, so view controllers hold no construction code.
@MainActor
struct Assembler: Trellis.Assembler {
    let page: LivePage

    /// The users list, the first screen.
    func assemble() -> any ViewController {
        assemble(.users)
    }

    /// The screen for `location`.
    func assemble(_ location: GalleryLocation) -> any ViewController {
        switch location {
        case .users:
            UsersViewController(
                page: page,
                view: UsersView(page: page, showing: \.list),
                interaction: UsersInteraction(),
                navigation: NavigationInteraction()
            )
        case let .photos(user):
            PhotosViewController(
                page: page,
                user: user,
                view: PhotosView(page: page, showing: \.grid),
                interaction: PhotosInteraction(userID: user),
                navigation: NavigationInteraction()
            )
        case let .photo(user, photo):
            PhotoViewController(
                page: page,
                userID: user,
                photoID: photo,
                photoView: PhotoView(page: page, showing: \.photo),
                likesView: LikesView(page: page, showing: \.likes),
                bannerView: BannerView(page: page, showing: \.banner),
                photoInteraction: PhotoInteraction(userID: user, photoID: photo),
                likeInteraction: LikeInteraction(like: Like(photoID: photo, viewer: page.viewer)),
                podBayInteraction: PodBayDoorsInteraction(),
                navigation: NavigationInteraction()
            )
        }
    }
}
