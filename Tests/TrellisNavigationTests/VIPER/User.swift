/// The seed's entity.
struct User: Codable, Equatable, Sendable {
    let name: String
}
