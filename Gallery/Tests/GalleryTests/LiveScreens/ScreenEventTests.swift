import Gallery
import GalleryDomain
import GallerySQLite
import LiveScreens
import Testing

@Suite("Events from pages")
struct ScreenEventTests {
    @Test(arguments: [
        (#"{"type":"like","photo":5}"#, ScreenEvent.like(5)),
        (#"{"type":"unlike","photo":"5"}"#, .unlike(5)),
        (#"{"type":"openUser","user":"2"}"#, .openUser(2)),
        (#"{"type":"openPhoto","photo":7}"#, .openPhoto(7)),
        (#"{"type":"back"}"#, .back),
        (#"{"type":"openPodBayDoors"}"#, .openPodBayDoors),
    ])
    func aWellFormedEventIsRead(json: String, event: ScreenEvent) throws {
        #expect(try ScreenEvent(json: json) == event)
    }

    @Test(arguments: ["", "null", "[]", "{}", #"{"type":1}"#, #"{"type":"like"}"#, #"{"type":"like","photo":-1}"#,
                      #"{"type":"like","photo":1.5}"#, #"{"type":"like","photo":true}"#, #"{"type":"like","photo":{"id":1}}"#])
    func aMalformedEventIsRefused(json: String) {
        #expect(throws: ScreenEventError.self) { try ScreenEvent(json: json) }
    }

    @Test func anUnknownTypeIsNamed() {
        #expect(throws: ScreenEventError.unknownType("selfDestruct")) { try ScreenEvent(json: #"{"type":"selfDestruct"}"#) }
    }

    /// What a page sent is never sent back: an error names what was expected instead.
    @Test(arguments: [#"{"type":"<zq9>"}"#, #"{"type":"like","photo":"<zq9>"}"#, #"{"type":"openUser","user":"<zq9>"}"#])
    func anErrorDoesNotRepeatWhatThePageSent(json: String) {
        #expect {
            try ScreenEvent(json: json)
        } throws: { error in
            let description = String(describing: error)
            return !description.contains("zq9") && (description.contains("openUser") || description.contains("positive whole number"))
        }
    }

    @Test func everyEventIsNamedInTheListOfNames() throws {
        let events: [ScreenEvent] = [.openUser(1), .openPhoto(1), .back, .like(1), .unlike(1), .openPodBayDoors]
        #expect(events.map(\.name) == ScreenEvent.names)
        for name in ScreenEvent.names {
            #expect(try ScreenEvent(fields: ["type": name, "user": "1", "photo": "1"]).name == name)
        }
    }
}
