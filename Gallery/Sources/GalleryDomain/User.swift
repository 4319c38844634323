/// A person whose photos the Gallery shows: the iOS Architecture Patterns notes' VIPER `User`, with an id to link to.
public struct User: Codable, Hashable, Identifiable, Sendable {
    /// The row id; stable, so pages can link to `/users/<id>/photos`.
    public var id: Int64
    /// What the users list shows. It comes from the database, so templates escape it.
    public var name: String

    public init(id: Int64, name: String) {
        self.id = id
        self.name = name
    }
}
