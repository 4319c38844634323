import GalleryDomain
import LiveScreens

/// The echo socket's answer: a fragment message shaped like the one a like produces, sent
/// without touching a module or the database, so the load benchmark can measure the
/// server's floor in the same run.
enum EchoReply {
    /// A `fragment` message for the `likes` region whose HTML is `htmlSize` bytes; by default
    /// the size of a real likes fragment.
    static func message(htmlSize: Int?) -> String {
        let size = htmlSize ?? typicalLikesFragment.utf8.count
        return ServerMessage.fragment(.likes, html: String(repeating: "x", count: size)).json
    }

    /// A likes fragment as a viewer who liked a photo with 12 likes sees it.
    static let typicalLikesFragment = GalleryTemplates.shared.render(
        .likes, PhotoLikes(photoID: 1, likes: LikeCount(count: 12, likedByViewer: true))
    )
}
