public import GRDB
public import GalleryDomain

/// Lets GRDB store the plain `User` of GalleryDomain in the `user` table.
extension User: FetchableRecord, PersistableRecord {
    public static var databaseTableName: String { "user" }

    /// The `user` table's columns, for requests: `User.order { $0.name }`; cases, as
    /// ``Photo/Columns`` explains.
    public enum Columns: String, ColumnExpression {
        case id, name
    }

    /// The user's photos (`photo.userID`).
    static let photos = hasMany(Photo.self)
}

extension DerivableRequest<User> {
    /// In the order the users list shows them: by name, then by id for two of one name.
    func orderedByName() -> Self {
        order { [$0.name, $0.id] }
    }
}
