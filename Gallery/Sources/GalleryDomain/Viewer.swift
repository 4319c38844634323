/// Who is looking at a page: the unit a like belongs to.
///
/// The Gallery has no accounts. A browser gets a random viewer id in a cookie on its first
/// visit and keeps it, so its tabs share one set of likes and liking twice is still one like.
/// Two browsers are two viewers.
public struct Viewer: Hashable, Sendable, CustomStringConvertible {
    /// The cookie's value: letters, digits and `-`, at most ``maximumLength`` characters.
    public let id: String

    /// How long an id may be; anything longer is not one the Gallery issued.
    public static let maximumLength = 64

    /// A viewer with `id`, or `nil` if `id` could not have been issued by ``random()``, so a
    /// forged cookie never reaches the database as anything but a plain, short token.
    public init?(id: some StringProtocol) {
        guard !id.isEmpty, id.utf8.count <= Self.maximumLength,
            id.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") })
        else { return nil }
        self.id = String(id)
    }

    /// A new viewer, for a browser seen for the first time.
    public static func random() -> Viewer {
        var generator = SystemRandomNumberGenerator()
        let hex = (0..<4).map { _ in String(generator.next() as UInt32, radix: 16) }.joined(separator: "-")
        return Viewer(id: hex)!
    }

    public var description: String { id }
}
