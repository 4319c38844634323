import Gallery
import GalleryDatabase
import GalleryDomain
import GallerySQLite
import LiveScreens
import Testing

/// Signed viewer cookie values: only the values a signer made, with its secret, name viewers.
@Suite("Viewer cookie signatures")
struct ViewerCookieSignerTests {
    static let signer = ViewerCookieSigner(secret: Array(repeating: 0x0B, count: 32))
    static let other = ViewerCookieSigner(secret: Array(repeating: 0x0C, count: 32))
    static let dave = Viewer(id: "dave-1234")!

    @Test func aSignedValueNamesItsViewer() {
        let value = Self.signer.value(for: Self.dave)
        #expect(value.hasPrefix("dave-1234."))
        #expect(value.utf8.count == "dave-1234.".utf8.count + 64, "the id, a dot and 32 bytes in hexadecimal")
        #expect(Self.signer.viewer(fromValue: value) == Self.dave)
    }

    @Test func theSignatureIsHMACSHA256OfTheLabelledId() {
        // HMAC-SHA256, key 32 × 0x0b, message "gallery-viewer:dave-1234", as Python's hmac module computes it.
        #expect(Self.signer.value(for: Self.dave) == "dave-1234.3ca1d2bc26f8ef97b3695413840e201c5fed3631befead601d4d90c5487d2119")
    }

    @Test(arguments: ["dave-1234", "dave-1234.", "dave-1234.00", ".", "", "no id at all"])
    func anUnsignedValueNamesNobody(value: String) {
        #expect(Self.signer.viewer(fromValue: value) == nil)
    }

    @Test func aValueSignedWithAnotherSecretNamesNobody() {
        #expect(Self.signer.viewer(fromValue: Self.other.value(for: Self.dave)) == nil)
    }

    @Test func aValueWithAnotherIdNamesNobody() {
        let mac = Self.signer.value(for: Self.dave).split(separator: ".")[1]
        #expect(Self.signer.viewer(fromValue: "frank-1234.\(mac)") == nil)
    }

    @Test func aValueWithAChangedMACNamesNobody() {
        let value = Self.signer.value(for: Self.dave)
        let last = value.last!
        let flipped = value.dropLast() + (last == "0" ? "1" : "0")
        #expect(Self.signer.viewer(fromValue: String(flipped)) == nil, "one hex digit changed")
        #expect(Self.signer.viewer(fromValue: String(value.dropLast(2))) == nil, "a byte short")
        #expect(Self.signer.viewer(fromValue: value + "00") == nil, "a byte long")
        #expect(Self.signer.viewer(fromValue: value.uppercased()) == nil, "not the hexadecimal the signer writes")
    }

    @Test func printingASignerShowsNoSecret() {
        let printed = "\(Self.signer) \(String(reflecting: Self.signer)) \(Mirror(reflecting: Self.signer).children.count)"
        #expect(printed == "ViewerCookieSigner(secret: redacted) ViewerCookieSigner(secret: redacted) 0")
    }
}
