import Foundation
import GalleryDomain

/// What the server sends down a live page's socket, as one JSON object per message.
///
/// The page's script only applies these; it decides nothing.
public enum ServerMessage: Hashable, Sendable {
    /// A new screen: set the URL to `path` (relative to `<base href>`), the title, and empty
    /// sections for `regions`, which fragments then fill.
    case screen(path: String, title: String, regions: [PageRegion])
    /// Replace the content of one region.
    case fragment(PageRegion, html: String)
    /// What the last click did: the new content of the page's "What just happened" panel.
    case activity(html: String)
    /// The last event could not be handled; the page stays as it was and the socket stays open.
    case error(String)
    /// The server is going away; the page shows it and reconnects by itself.
    case closing(String)

    /// The message as the page reads it: one JSON object, its keys sorted.
    ///
    /// Written here rather than by a serialiser that can throw: every field is a string or a
    /// list of strings, and any Swift string has a JSON spelling, so the message cannot fail
    /// to encode and the page never receives an empty object in place of what was sent.
    public var json: String {
        switch self {
        case let .screen(path, title, regions):
            Self.object(["path": .string(path), "regions": .strings(regions.map(\.rawValue)), "title": .string(title), "type": .string("screen")])
        case let .fragment(region, html):
            Self.object(["html": .string(html), "region": .string(region.rawValue), "type": .string("fragment")])
        case let .activity(html):
            Self.object(["html": .string(html), "type": .string("activity")])
        case let .error(message):
            Self.object(["message": .string(message), "type": .string("error")])
        case let .closing(message):
            Self.object(["message": .string(message), "type": .string("closing")])
        }
    }

    /// A field's value: the only two kinds a message holds.
    private enum Value {
        case string(String)
        case strings([String])
    }

    private static func object(_ fields: [String: Value]) -> String {
        var json = "{"
        for (index, key) in fields.keys.sorted().enumerated() {
            if index > 0 { json += "," }
            json += quoted(key) + ":"
            switch fields[key] {
            case let .string(text)?: json += quoted(text)
            case let .strings(texts)?: json += "[" + texts.map(quoted).joined(separator: ",") + "]"
            case nil: json += "null"
            }
        }
        return json + "}"
    }

    /// `text` as a JSON string (RFC 8259): quotes, backslashes and control characters escaped,
    /// and U+2028 and U+2029, which JavaScript once read as line ends.
    static func quoted(_ text: String) -> String {
        var json = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": json += "\\\""
            case "\\": json += "\\\\"
            case "\n": json += "\\n"
            case "\r": json += "\\r"
            case "\t": json += "\\t"
            case "\u{2028}", "\u{2029}", "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                json += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: json.unicodeScalars.append(scalar)
            }
        }
        return json + "\""
    }
}
