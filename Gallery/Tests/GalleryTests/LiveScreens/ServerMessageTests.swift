import Foundation
@testable import LiveScreens
import Testing

/// Every message has a JSON spelling: whatever a region's HTML or an error holds, the page
/// reads back exactly what was sent.
@Suite("Server messages")
struct ServerMessageTests {
    static let awkward = "quote \" backslash \\ newline \n tab \t nul \u{0} bell \u{7} separator \u{2028} paragraph \u{2029} ellipsis … euro € emoji 🛰️ </script>"

    @Test(arguments: [
        ServerMessage.screen(path: "users/2/photos", title: awkward, regions: [.photos]),
        .fragment(.likes, html: awkward),
        .activity(ClickActivity(event: .back, calls: [], screen: nil, regions: [], error: awkward)),
        .error(awkward),
        .closing(awkward),
    ])
    func readsBackAsSent(_ message: ServerMessage) throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(message.json.utf8)) as? [String: Any])
        switch message {
        case let .screen(path, title, regions):
            #expect(object["type"] as? String == "screen")
            #expect(object["path"] as? String == path)
            #expect(object["title"] as? String == title)
            #expect(object["regions"] as? [String] == regions.map(\.rawValue))
        case let .fragment(region, html):
            #expect(object["region"] as? String == region.rawValue)
            #expect(object["html"] as? String == html)
        case let .activity(click):
            let html = ActivityPanel(click).html
            #expect(html.contains("&lt;/script&gt;"), "the panel escapes what it prints")
            #expect(object["html"] as? String == html)
        case let .error(text), let .closing(text):
            #expect(object["message"] as? String == text)
        }
    }

    /// Control characters and the two line separators JavaScript once ended lines at are
    /// escaped; every other character, those sharing their first UTF-8 byte included, is kept.
    @Test func escapesControlsAndLineSeparatorsOnly() {
        #expect(ServerMessage.quoted("a\u{2028}b\u{2029}c…€\u{1F}\u{7F}\"\\") == #""a\u2028b\u2029c…€\u001F\#u{7F}\"\\""#)
        #expect(ServerMessage.quoted("ends with \u{2026}") == "\"ends with \u{2026}\"")
    }

    @Test func keysAreSorted() {
        #expect(ServerMessage.error("x").json == #"{"message":"x","type":"error"}"#)
    }
}
