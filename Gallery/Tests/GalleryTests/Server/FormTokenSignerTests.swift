import Gallery
import GalleryDatabase
import GalleryDomain
import GallerySQLite
import LiveScreens
import Testing

/// Form tokens: the HMAC of a viewer's id under the forms' own label, so only the Gallery can
/// make one, one viewer's token is worth nothing for another, and a token is never a cookie.
@Suite("Form token signatures")
struct FormTokenSignerTests {
    static let signer = ViewerCookieSignerTests.signer
    static let dave = ViewerCookieSignerTests.dave

    @Test func aTokenIsHMACSHA256OfTheIdUnderTheFormsLabel() {
        // HMAC-SHA256, key 32 × 0x0b, message "gallery-form:dave-1234", as Python's hmac module computes it.
        #expect(Self.signer.formToken(for: Self.dave) == "1cdf1c4988019b5fa1199bde0760986747b4872a82babc3c9ec403767e6f3c97")
        #expect(Self.signer.isFormToken(Self.signer.formToken(for: Self.dave), of: Self.dave))
    }

    @Test func anotherViewersTokenOrAnotherSecretsIsRefused() {
        #expect(!Self.signer.isFormToken(Self.signer.formToken(for: Viewer(id: "frank-1234")!), of: Self.dave))
        #expect(!Self.signer.isFormToken(ViewerCookieSignerTests.other.formToken(for: Self.dave), of: Self.dave))
    }

    @Test func aChangedOrMalformedTokenIsRefused() {
        let token = Self.signer.formToken(for: Self.dave)
        let flipped = token.dropLast() + (token.last == "0" ? "1" : "0")
        for bad in [String(flipped), String(token.dropLast(2)), token + "00", token.uppercased(), "", "zz" + token.dropFirst(2)] {
            #expect(!Self.signer.isFormToken(bad, of: Self.dave), "\(bad)")
        }
    }

    @Test func aCookiesSignatureIsNotAFormToken() {
        let cookieMAC = String(Self.signer.value(for: Self.dave).split(separator: ".")[1])
        #expect(cookieMAC != Self.signer.formToken(for: Self.dave))
        #expect(!Self.signer.isFormToken(cookieMAC, of: Self.dave))
    }
}
