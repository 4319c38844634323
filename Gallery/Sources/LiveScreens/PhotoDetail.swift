/// The photo region, one photo with its owner: what `photo.mustache` reads (`title`, `hue`,
/// `ownerID`, `ownerName`).
///
/// Built from the model where each pattern builds its screen's content (an interaction, a
/// presenter, a view model, a view), and rendered the same by all of them.
struct PhotoDetail: Hashable, Sendable {
    let title: String
    let hue: Int
    let ownerID: User.ID
    let ownerName: String
}

extension PhotoDetail {
    init(photo: Photo, owner: User) {
        title = photo.title
        hue = photo.hue
        ownerID = owner.id
        ownerName = owner.name
    }
}
