/// A part of a page that a pattern's view renders into, and the fragment template that
/// renders it (`Resources/Templates/<rawValue>.mustache`).
///
/// The page wraps each region in `<section id="<rawValue>" data-region="<rawValue>">`; a
/// fragment replaces the section's content, in the first response and down the socket alike.
public enum PageRegion: String, CaseIterable, Hashable, Sendable {
    /// The users list.
    case users
    /// One user's photo grid.
    case photos
    /// One photo: its tile, title, owner and HAL's button.
    case photo
    /// A photo's like count and like/unlike button.
    case likes
    /// HAL's banner (the SSA seed's `BannerView`).
    case banner
}
