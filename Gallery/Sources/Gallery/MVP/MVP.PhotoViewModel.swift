extension MVP {
    /// One photo, ready to show: what `photo.mustache` reads.
    struct PhotoViewModel: Sendable {
        let title: String
        let hue: Int
        let ownerID: User.ID
        let ownerName: String
    }
}

extension MVP.PhotoViewModel {
    init(photo: Photo, owner: User) {
        title = photo.title
        hue = photo.hue
        ownerID = owner.id
        ownerName = owner.name
    }
}
