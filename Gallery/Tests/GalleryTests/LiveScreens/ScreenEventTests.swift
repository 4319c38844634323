import Gallery
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
}
