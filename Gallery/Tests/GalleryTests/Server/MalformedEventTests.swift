import GRDB
import Gallery
import GallerySQLite
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import HummingbirdWebSocket
import LiveScreens
import NIOCore
import PatternRegistry
import Testing

/// Whatever a page sends that the server cannot use — not JSON, not an object, an unknown
/// type, a field of the wrong kind, a number out of range, a click the screen on show has no
/// control for — is answered with exactly one error event naming what was wrong, in every
/// pattern; the screen stays as it was, the socket stays usable and nothing is written.
@Suite("Malformed live events")
struct MalformedEventTests {
    /// One event the server cannot use on a photo page, and a word its error must contain.
    struct Bad: Sendable, CustomStringConvertible {
        let message: WebSocketOutboundWriter.OutboundFrame
        let names: String
        var description: String {
            if case let .text(text) = message { return text }
            return "a binary message"
        }

        init(_ text: String, names: String) {
            message = .text(text)
            self.names = names
        }

        init(binary: [UInt8], names: String) {
            message = .binary(ByteBuffer(bytes: binary))
            self.names = names
        }
    }

    static let bad: [Bad] = [
        // Not an object.
        Bad("not json", names: "JSON"),
        Bad("", names: "JSON"),
        Bad("{", names: "JSON"),
        Bad("[1,2]", names: "JSON"),
        Bad("null", names: "JSON"),
        Bad("1", names: "JSON"),
        Bad(#""like""#, names: "JSON"),
        Bad(binary: [0x7B, 0x7D], names: "text"),
        // No type, or not one the Gallery knows.
        Bad("{}", names: "type"),
        Bad(#"{"type":1}"#, names: "type"),
        Bad(#"{"type":null}"#, names: "type"),
        Bad(#"{"type":["like"]}"#, names: "type"),
        Bad(#"{"type":"selfDestruct"}"#, names: "type"),
        Bad(#"{"type":"LIKE","photo":1}"#, names: "type"),
        // A field missing, of the wrong shape, or out of range.
        Bad(#"{"type":"like"}"#, names: "photo"),
        Bad(#"{"type":"like","photo":"x"}"#, names: "photo"),
        Bad(#"{"type":"like","photo":[1]}"#, names: "photo"),
        Bad(#"{"type":"like","photo":{"id":1}}"#, names: "photo"),
        Bad(#"{"type":"like","photo":null}"#, names: "photo"),
        Bad(#"{"type":"like","photo":true}"#, names: "photo"),
        Bad(#"{"type":"like","photo":1.5}"#, names: "photo"),
        Bad(#"{"type":"like","photo":-1}"#, names: "photo"),
        Bad(#"{"type":"like","photo":0}"#, names: "photo"),
        Bad(#"{"type":"like","photo":"1e3"}"#, names: "photo"),
        Bad(#"{"type":"like","photo":" 1"}"#, names: "photo"),
        Bad(#"{"type":"like","photo":99999999999999999999}"#, names: "photo"),
        Bad(#"{"type":"like","photo":1e400}"#, names: "photo"),
        Bad(#"{"type":"like","photo":"# + String(repeating: "9", count: 3000) + "}", names: "photo"),
        Bad(#"{"type":"like","photo":"99999999999999999999"}"#, names: "photo"),
        Bad(#"{"type":"like","photo":1,"note":[1]}"#, names: "note"),
        // Well formed, but not for the screen on show.
        Bad(#"{"type":"like","photo":2}"#, names: "like"),
        Bad(#"{"type":"unlike","photo":2}"#, names: "unlike"),
        Bad(#"{"type":"like","photo":9223372036854775807}"#, names: "like"),
        Bad(#"{"type":"openUser","user":1}"#, names: "openUser"),
        Bad(#"{"type":"openUser","user":9223372036854775807}"#, names: "openUser"),
        Bad(#"{"type":"openPhoto","photo":1}"#, names: "openPhoto"),
        Bad(#"{"type":"openPhoto","photo":999}"#, names: "openPhoto"),
    ]

    /// A click the photo page has, which writes nothing and whose panel names its action: sent
    /// after the bad events, its panel marks where their replies end.
    static let marker = #"{"type":"openPodBayDoors"}"#

    /// The bad events are sent back to back, as a script would, to a server with its own
    /// limits (10 events a second, 20 at once): an event the server cannot use is answered
    /// whatever the rate, as it does nothing.
    @Test(
        "every event the server cannot use gets one error naming what was wrong, and changes nothing",
        arguments: GalleryPatterns.registered.map(\.id)
    )
    func everyUnusableEventGetsOneErrorAndChangesNothing(_ id: String) async throws {
        try await withTestServer(.live) { client, database in
            try await withTimeout(60) {
                let page = "/live?pattern=\(id)&path=users/1/photos/1"
                let headers = LiveSocketTests.configuration(viewer: "clumsy", database: database)
                try await client.ws(page, configuration: headers) { inbound, outbound, _ in
                    var messages = PageMessages(inbound)
                    _ = try await messages.fragment("likes")
                    for bad in Self.bad {
                        try await outbound.write(bad.message)
                    }
                    try await outbound.write(.text(Self.marker))
                    // Everything up to the marker's panel answers the bad events.
                    var answers: [PageMessage] = []
                    while true {
                        let reply = try await messages.next()
                        if reply.type == "activity", reply.html.contains(#"<code class="action">OpenPodBayDoors</code>"#) { break }
                        answers.append(reply)
                    }
                    let errors = answers.filter { $0.type == "error" }.map(\.message)
                    // A click a module refuses also shows in the page's panel; the marker draws
                    // the banner.
                    let others = answers.filter { !["error", "activity"].contains($0.type) && $0.region != "banner" }
                        .map { $0.type + " " + ($0.region ?? $0.path ?? "") }
                    #expect(errors.count == Self.bad.count, "\(id): \(Self.bad.count) unusable events were answered with \(errors.count) errors: \(answers.map(\.type))")
                    for (bad, error) in zip(Self.bad, errors) {
                        #expect(error.contains(bad.names), "\(id): the error for \(bad) names \(bad.names): \(error)")
                    }
                    #expect(others.isEmpty, "\(id): unusable events changed the page: \(others)")
                    let stored = try await database.reader.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photoLike") }
                    #expect(stored == 0, "\(id): nothing was written")
                    try await outbound.write(.text(#"{"type":"like","photo":1}"#))
                    #expect(try await messages.fragment("likes").html.contains(">1 like<"), "\(id): the socket still works")
                }
            }
        }
    }
}
