import Crypto
public import GalleryDomain
public import Trellis

/// Signs viewer cookies with the database's secret and checks the ones browsers send back, so
/// the Gallery honours only viewers it issued.
///
/// Without a signature, any well-formed cookie would name a viewer: a client could mint
/// viewers at will (and like a photo once per minted id), and anyone who saw another browser's
/// cookie value could become that viewer by typing it in. A cookie's value is the viewer's id,
/// a `.`, and the HMAC-SHA256 of that id under a 32-byte secret the database creates on its
/// first start, in hexadecimal:
///
/// ```swift
/// let signer = database.viewerCookies
/// let value = signer.value(for: viewer)         // "3f9a…-1c2e.9b1d…" (id, ".", 64 hex digits)
/// signer.viewer(fromValue: value) == viewer     // true, on any server using the same database
/// signer.viewer(fromValue: viewer.id) == nil    // unsigned: not a viewer the Gallery issued
/// ```
///
/// The secret lives in the database, not in the process, so cookies survive a restart; a
/// cookie signed for another database is refused. MACs are compared in constant time, so how
/// long a refusal takes says nothing about how close a guess was.
public struct ViewerCookieSigner: Sendable {
    /// How many bytes a secret has: SHA-256's output size, the key length RFC 2104 recommends.
    public static let secretLength = 32

    private let key: SymmetricKey

    /// A signer using `secret`, ``secretLength`` random bytes.
    ///
    /// - Precondition: `secret` has ``secretLength`` bytes; a shorter one would make the MAC
    ///   easier to forge than the cookie's 256-bit signature suggests.
    public init(secret: [UInt8]) {
        precondition(
            secret.count == Self.secretLength,
            "A viewer cookie secret has \(Self.secretLength) bytes, not \(secret.count): create it with AppDatabase's migrations."
        )
        key = SymmetricKey(data: secret)
    }

    /// The cookie value that names `viewer`: its id, `.`, and the id's MAC in hexadecimal.
    public func value(for viewer: Viewer) -> String {
        let mac = HMAC<SHA256>.authenticationCode(for: Self.message(viewer.id), using: key)
        return viewer.id + "." + Self.hex(mac)
    }

    /// The viewer `value` names, or `nil` when it is not a value ``value(for:)`` made with this
    /// signer's secret: unsigned, signed with another secret, or with its id or MAC changed.
    /// The Gallery treats `nil` as no cookie at all, and issues a fresh viewer.
    public func viewer(fromValue value: some StringProtocol) -> Viewer? {
        guard let dot = value.lastIndex(of: "."),
            let viewer = Viewer(id: value[..<dot]),
            let mac = Self.bytes(hex: value[value.index(after: dot)...]),
            mac.count == SHA256.byteCount
        else { return nil }
        // Constant time: swift-crypto compares the whole MAC whatever the first wrong byte.
        return HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: Self.message(viewer.id), using: key) ? viewer : nil
    }

    // MARK: - Form tokens

    /// The token every form a page renders for `viewer` carries in a hidden field: the HMAC of
    /// the viewer's id, under a label of its own, in hexadecimal (64 digits).
    ///
    /// The Origin check refuses a post another site makes when the browser names that site; a
    /// browser that sends no `Origin` (an old one, some privacy settings) would leave the
    /// viewer's `SameSite=Lax` cookie as the only guard. A token another site cannot read or
    /// compute closes that gap (OWASP's HMAC-based synchronizer token): it needs the database's
    /// secret, and it names one viewer, so a token read off one browser's page is worth nothing
    /// with another viewer's cookie. It is not a cookie value either: its label differs, so
    /// neither can pass for the other.
    ///
    /// ```swift
    /// let token = signer.formToken(for: viewer)     // "5be0…" (64 hex digits)
    /// signer.isFormToken(token, of: viewer)         // true
    /// signer.isFormToken(token, of: someoneElse)    // false
    /// ```
    public func formToken(for viewer: Viewer) -> String {
        Self.hex(HMAC<SHA256>.authenticationCode(for: Self.formMessage(viewer.id), using: key))
    }

    /// Whether `token` is ``formToken(for:)`` of `viewer` under this signer's secret; `false`
    /// for a token of another viewer, another secret, a changed digit, or anything not 64
    /// lowercase hex digits. Compared in constant time, like a cookie's MAC.
    public func isFormToken(_ token: some StringProtocol, of viewer: Viewer) -> Bool {
        guard let mac = Self.bytes(hex: token), mac.count == SHA256.byteCount else { return false }
        return HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: Self.formMessage(viewer.id), using: key)
    }

    // MARK: - Encoding

    /// What is signed: the id, labelled, so a MAC made for anything else the secret might one
    /// day sign can never pass for a viewer's.
    private static func message(_ id: String) -> [UInt8] {
        Array("gallery-viewer:\(id)".utf8)
    }

    /// What a form token signs: the id under the label of forms, so a form token is never a
    /// cookie's MAC and a cookie's MAC never a form token.
    private static func formMessage(_ id: String) -> [UInt8] {
        Array("gallery-form:\(id)".utf8)
    }

    private static func hex(_ mac: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in mac {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The bytes of lowercase hexadecimal `text`, or `nil` if it is anything else.
    private static func bytes(hex text: some StringProtocol) -> [UInt8]? {
        let utf8 = Array(text.utf8)
        guard utf8.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count / 2)
        var index = 0
        while index < utf8.count {
            guard let high = nibble(utf8[index]), let low = nibble(utf8[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}

extension ViewerCookieSigner: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Never the secret: a signer printed in a log or a failed test's message gives nothing away.
    public var description: String { "ViewerCookieSigner(secret: redacted)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: [:]) }
}

/// No default: ``configureGallery(_:database:)`` installs the database's signer.
enum ViewerCookieSignerKey: RequiredInjectionKey {
    typealias Value = ViewerCookieSigner
}

extension InjectedValues {
    /// Signs and checks viewer cookies, with the secret of the database the Gallery serves.
    public var viewerCookies: ViewerCookieSigner {
        get { Self[ViewerCookieSignerKey.self] }
        set { Self[ViewerCookieSignerKey.self] = newValue }
    }
}
