import Testing
@testable import TrellisNavigation

struct PathComponentEncodingTests {
    @Test(arguments: [
        ("Dave%20Bowman", "Dave Bowman"),
        ("a%2Fb", "a/b"),
        ("caf%C3%A9", "café"),
        ("%e2%9c%93", "✓"),  // lower-case hex
        ("plain", "plain"),
    ])
    func decodesEscapes(_ encoded: String, _ decoded: String) {
        #expect(PathComponentEncoding.decode(encoded[...]) == decoded[...])
    }

    @Test(arguments: ["100%", "%2", "%zz", "%C3%28", "50%off"])
    func keepsAnInvalidEncodingAsSent(_ component: String) {
        #expect(PathComponentEncoding.decode(component[...]) == component[...])
    }

    @Test(arguments: [
        ("Dave Bowman", "Dave%20Bowman"),
        ("a/b?c#d", "a%2Fb%3Fc%23d"),
        ("100%", "100%25"),
        ("café", "caf%C3%A9"),
        ("Dave&Frank;HAL=9000:@!$'()*+,-._~", "Dave&Frank;HAL=9000:@!$'()*+,-._~"),
    ])
    func escapesWhatMayNotStandInASegment(_ component: String, _ encoded: String) {
        #expect(PathComponentEncoding.encode(component) == encoded)
    }

    @Test(arguments: ["Dave Bowman", "a/b?c#d", "100%", "café 🍎", "%41", ""])
    func encodingThenDecodingGivesTheComponentBack(_ component: String) {
        #expect(PathComponentEncoding.decode(PathComponentEncoding.encode(component)[...]) == component[...])
    }
}
