import GalleryDomain

/// A part of a page that a pattern's view renders into, and the fragment template that
/// renders it (`Resources/Templates/<rawValue>.mustache`).
///
/// Each region's template reads one type, named on its case below. Every pattern renders
/// that type, held in its own view model or renderable or built in its view, so the fields a
/// template reads are declared once.
///
/// The page wraps each region in `<section id="<rawValue>" data-region="<rawValue>">`; a
/// fragment replaces the section's content, in the first response and down the socket alike.
public enum PageRegion: String, CaseIterable, Hashable, Sendable {
    /// The users list (`UserList`).
    case users
    /// One user's photo grid (`PhotoGrid`).
    case photos
    /// One photo: its tile, title, owner and HAL's button (`PhotoDetail`).
    case photo
    /// A photo's like count and like/unlike button (`PhotoLikes`).
    case likes
    /// HAL's banner, Super Simple Architecture's `BannerView` (`HALBanner`).
    case banner
}
