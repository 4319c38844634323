import Foundation
@testable import LiveScreens
import Testing

/// Every message has a JSON spelling: whatever a region's HTML or an error holds, the page
/// reads back exactly what was sent.
@Suite("Server messages")
struct ServerMessageTests {
    static let awkward = "quote \" backslash \\ newline \n tab \t nul \u{0} bell \u{7} separator \u{2028} emoji 🛰️ </script>"

    @Test(arguments: [
        ServerMessage.screen(path: "users/2/photos", title: awkward, regions: [.photos]),
        .fragment(.likes, html: awkward),
        .activity(html: awkward),
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
        case let .activity(html):
            #expect(object["html"] as? String == html)
        case let .error(text), let .closing(text):
            #expect(object["message"] as? String == text)
        }
    }

    @Test func keysAreSorted() {
        #expect(ServerMessage.error("x").json == #"{"message":"x","type":"error"}"#)
    }
}
