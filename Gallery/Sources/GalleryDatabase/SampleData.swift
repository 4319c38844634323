public import GalleryDomain

/// The users and photos a new database starts with: the crew of HAL's ship.
///
/// Ids are fixed, so a deep link such as `/supersimple/users/1/photos/2` means the same on
/// every machine, and tests can name them.
public enum SampleData {
    public static let users: [User] = [
        User(id: 1, name: "Dave Bowman"),
        User(id: 2, name: "Frank Poole"),
        User(id: 3, name: "Heywood Floyd"),
        User(id: 4, name: "HAL 9000"),
    ]

    public static let photos: [Photo] = [
        Photo(id: 1, userID: 1, title: "Discovery One at Jupiter", hue: 28),
        Photo(id: 2, userID: 1, title: "The pod bay", hue: 200),
        Photo(id: 3, userID: 1, title: "Jogging in the centrifuge", hue: 140),
        Photo(id: 4, userID: 2, title: "EVA to the antenna", hue: 260),
        Photo(id: 5, userID: 2, title: "Chess with HAL", hue: 350),
        Photo(id: 6, userID: 3, title: "Clavius Base", hue: 55),
        Photo(id: 7, userID: 3, title: "The monolith at Tycho", hue: 230),
        Photo(id: 8, userID: 3, title: "Space Station V", hue: 180),
        Photo(id: 9, userID: 4, title: "Self-portrait", hue: 0),
    ]
}
