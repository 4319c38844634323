/// One of a user's photos: what the photo screen shows and what a viewer likes.
///
/// The Gallery ships no image files; a photo is drawn as a tile coloured by `hue`, which keeps
/// the sample data small and the pages identical on every machine.
public struct Photo: Codable, Hashable, Identifiable, Sendable {
    /// The row id, used in `/users/<owner>/photos/<id>`.
    public var id: Int64
    /// The owner's id.
    public var userID: User.ID
    /// The caption shown under the tile.
    public var title: String
    /// The tile's colour on the CSS hue wheel, 0–359.
    public var hue: Int

    public init(id: Int64, userID: User.ID, title: String, hue: Int) {
        self.id = id
        self.userID = userID
        self.title = title
        self.hue = hue
    }
}
