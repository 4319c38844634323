import Foundation
import PostgresNIO

/// Where a PostgreSQL database is, as `gallery --database` takes it:
/// `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE`, `postgresql://` alike.
///
/// Its description leaves the password out, so the URL can be logged and put in messages.
///
/// ```swift
/// let url = try PostgresURL("postgres://gallery@127.0.0.1:5432/gallery")
/// url.description   // "postgres://gallery@127.0.0.1:5432/gallery"
/// ```
public struct PostgresURL: Sendable, Hashable, CustomStringConvertible {
    /// The role the Gallery connects as.
    public let user: String
    /// Its password, if the server asks for one; never printed.
    public let password: String?
    /// The server's host name or address: `127.0.0.1` for one on this machine.
    public let host: String
    /// The server's port, 5432 unless the URL says otherwise.
    public let port: Int
    /// The database on that server the Gallery keeps its data in.
    public let database: String

    /// Whether `text` is meant as a PostgreSQL URL rather than an SQLite file: it starts with
    /// one of the schemes. A file of that name is written `./postgres:…`.
    public static func names(_ text: String) -> Bool {
        schemes.contains { text.lowercased().hasPrefix($0 + "://") }
    }

    static let schemes = ["postgres", "postgresql"]

    /// Reads `text`.
    ///
    /// - Throws: ``PostgresDatabaseError/badURL(_:reason:)`` naming the part that is wrong.
    public init(_ text: String) throws(PostgresDatabaseError) {
        func bad(_ reason: String) -> PostgresDatabaseError {
            .badURL(Self.redacted(text), reason: reason)
        }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(), Self.schemes.contains(scheme) else {
            throw bad("write it as postgres://USER@HOST[:PORT]/DATABASE")
        }
        guard let user = components.user, !user.isEmpty else {
            throw bad("it names no user: write USER@ before the host")
        }
        guard let host = components.host, !host.isEmpty else {
            throw bad("it names no host: 127.0.0.1 for a server on this machine")
        }
        let database = String(components.path.drop { $0 == "/" })
        guard !database.isEmpty, !database.contains("/") else {
            throw bad("it names no database: end it with /DATABASE")
        }
        let port = components.port ?? 5432
        guard (1...65535).contains(port) else {
            throw bad("the port is a number from 1 to 65535")
        }
        guard components.queryItems?.isEmpty ?? true else {
            throw bad("it takes no parameters after ?; TLS is not used, so keep the server on loopback or a private network")
        }
        self.user = user
        self.password = components.password
        self.host = host
        self.port = port
        self.database = database
    }

    /// The URL with its password replaced by `***`.
    public var description: String {
        "postgres://\(user)\(password == nil ? "" : ":***")@\(host.contains(":") ? "[\(host)]" : host):\(port)/\(database)"
    }

    /// `text` with whatever stands between `user:` and `@` replaced, for messages about a URL
    /// that could not be read.
    static func redacted(_ text: String) -> String {
        guard let at = text.lastIndex(of: "@"), let scheme = text.range(of: "://"), scheme.upperBound < at,
            let colon = text[scheme.upperBound..<at].firstIndex(of: ":")
        else { return text }
        return String(text[..<text.index(after: colon)]) + "***" + String(text[at...])
    }
}

extension PostgresURL {
    /// A single connection's configuration for this URL, on `database` (this URL's unless
    /// given): what a start's first probe and the tests' administration connect with. TLS is
    /// off, as the URL takes no parameters to ask for it.
    func connectionConfiguration(database: String? = nil) -> PostgresConnection.Configuration {
        PostgresConnection.Configuration(host: host, port: port, username: user, password: password, database: database ?? self.database, tls: .disable)
    }
}
