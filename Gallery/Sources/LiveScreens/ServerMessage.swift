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
    ///
    /// The panel is rendered when the message is spelled (``json``), by the socket's writer
    /// rather than on the main actor, where the page's next click waits; nothing else on the
    /// page depends on it.
    case activity(ClickActivity)
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
        case let .activity(click):
            Self.object(["html": .string(ActivityPanel(click).html), "type": .string("activity")])
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
    ///
    /// Every fragment a click draws passes through here, so it copies UTF-8 bytes rather than
    /// appending scalar by scalar: what it escapes is ASCII or one of those two 3-byte scalars,
    /// so the bytes it copies stay whole characters.
    static func quoted(_ text: String) -> String {
        var text = text
        return text.withUTF8 { utf8 in
            var json: [UInt8] = []
            json.reserveCapacity(utf8.count + utf8.count / 8 + 2)
            json.append(UInt8(ascii: "\""))
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): json.append(UInt8(ascii: "\\")); json.append(byte)
                case UInt8(ascii: "\n"): json.append(UInt8(ascii: "\\")); json.append(UInt8(ascii: "n"))
                case UInt8(ascii: "\r"): json.append(UInt8(ascii: "\\")); json.append(UInt8(ascii: "r"))
                case UInt8(ascii: "\t"): json.append(UInt8(ascii: "\\")); json.append(UInt8(ascii: "t"))
                case 0x00...0x1F: escape(0x00, byte, into: &json)
                // U+2028 and U+2029: E2 80 A8 and E2 80 A9.
                case 0xE2 where index + 1 < utf8.count && utf8[index] == 0x80 && (utf8[index + 1] & 0xFE) == 0xA8:
                    escape(0x20, 0x28 | (utf8[index + 1] & 1), into: &json)
                    index += 2
                default: json.append(byte)
                }
            }
            json.append(UInt8(ascii: "\""))
            return String(decoding: json, as: UTF8.self)
        }
    }

    /// Appends `\uHHLL`.
    private static func escape(_ high: UInt8, _ low: UInt8, into json: inout [UInt8]) {
        let hex = Array("0123456789ABCDEF".utf8)
        json.append(UInt8(ascii: "\\"))
        json.append(UInt8(ascii: "u"))
        for nibble in [high >> 4, high & 0xF, low >> 4, low & 0xF] {
            json.append(hex[Int(nibble)])
        }
    }
}
