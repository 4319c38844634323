import Foundation
public import GalleryDomain

/// A click on a live page, as it reaches a pattern's module.
///
/// The page sends each click as a small JSON object — `{"type":"like","photo":5}` — or, without
/// JavaScript, as the same fields in a form post. Both are read here, once, so a module only
/// ever sees well-formed events; anything else becomes a ``ScreenEventError`` that is answered
/// with an error event, and nothing reaches a module or the database.
public enum ScreenEvent: Hashable, Sendable {
    /// `openUser`, `user`: a user in the list was chosen.
    case openUser(User.ID)
    /// `openPhoto`, `photo`: a photo in the grid was chosen.
    case openPhoto(Photo.ID)
    /// `back`: one screen up.
    case back
    /// `like`, `photo`.
    case like(Photo.ID)
    /// `unlike`, `photo`.
    case unlike(Photo.ID)
    /// `openPodBayDoors`: HAL's main button (Super Simple Architecture's `didTapMainButton`).
    case openPodBayDoors

    /// Reads an event from its fields: `type` and the id it needs, as text or a number.
    ///
    /// - Throws: ``ScreenEventError`` naming the unknown type or the missing or malformed field.
    public init(fields: [String: String]) throws(ScreenEventError) {
        guard let type = fields["type"] else { throw .malformed("the event has no \"type\"") }
        switch type {
        case "openUser": self = .openUser(try Self.id("user", in: fields))
        case "openPhoto": self = .openPhoto(try Self.id("photo", in: fields))
        case "back": self = .back
        case "like": self = .like(try Self.id("photo", in: fields))
        case "unlike": self = .unlike(try Self.id("photo", in: fields))
        case "openPodBayDoors": self = .openPodBayDoors
        default: throw .unknownType(type)
        }
    }

    /// Reads an event from a WebSocket text message: one flat JSON object of strings and numbers.
    ///
    /// - Throws: ``ScreenEventError`` naming what is wrong: not a JSON object, a field that is
    ///   not a string or a whole number (by its name), or what ``init(fields:)`` names.
    public init(json: String) throws(ScreenEventError) {
        let fields: [String: FlatJSONValue]
        do {
            fields = try JSONDecoder().decode([String: FlatJSONValue].self, from: Data(json.utf8))
        } catch {
            throw .malformed("the message must be one JSON object of strings and whole numbers")
        }
        if let type = fields["type"], type.text == nil {
            throw .malformed("\"type\" must be a string naming the event")
        }
        // The fields an event reads come first, so the error names the one the event needs.
        for key in ["user", "photo"] + fields.keys.sorted() {
            guard let value = fields[key], value.text == nil else { continue }
            throw .malformed("\"\(key)\" must be \(key == "user" || key == "photo" ? "a positive whole number" : "a string or a whole number"), not \(value.kind)")
        }
        try self.init(fields: fields.compactMapValues(\.text))
    }

    /// The name of every event, as its `type` field spells it.
    public static let names = ["openUser", "openPhoto", "back", "like", "unlike", "openPodBayDoors"]

    /// The event's name, for messages: `like`, `openUser`, …
    public var name: String {
        switch self {
        case .openUser: "openUser"
        case .openPhoto: "openPhoto"
        case .back: "back"
        case .like: "like"
        case .unlike: "unlike"
        case .openPodBayDoors: "openPodBayDoors"
        }
    }

    private static func id(_ key: String, in fields: [String: String]) throws(ScreenEventError) -> Int64 {
        guard let text = fields[key] else { throw .malformed("\"\(fields["type"] ?? "")\" needs \"\(key)\"") }
        guard let id = Int64(text), id > 0 else { throw .malformed("\"\(key)\" must be a positive whole number") }
        return id
    }
}

/// Why a message from a page is not an event; sent back to that page as an error event.
///
/// The description never repeats what the page sent: it names what was expected, so a
/// hostile message is not reflected back, not even to its sender.
public enum ScreenEventError: ShownError, Hashable, Sendable {
    /// The `type` names no event.
    case unknownType(String)
    /// Not JSON, not an object, or a field missing or of the wrong kind.
    case malformed(String)

    public var description: String {
        switch self {
        case .unknownType: "Unknown event type: an event is one of \(ScreenEvent.names.joined(separator: ", "))."
        case let .malformed(reason): "Malformed event: \(reason)."
        }
    }
}

/// A JSON value in an event: a string, or a whole number read as its digits — what an event
/// may carry — or the kind of anything else, for the error that names it.
private struct FlatJSONValue: Decodable {
    /// The value as text: a string as it is, a whole number as its digits; `nil` for anything
    /// else.
    let text: String?
    /// What the value is, in words: "a string", "a number too large", "a list", …
    let kind: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            (text, kind) = (nil, "null")
        } else if let text = try? container.decode(String.self) {
            (self.text, kind) = (text, "a string")
        } else if let number = try? container.decode(Int64.self) {
            (text, kind) = (String(number), "a whole number")
        } else if (try? container.decode(Bool.self)) != nil {
            (text, kind) = (nil, "true or false")
        } else if let number = try? container.decode(Double.self) {
            (text, kind) = (nil, number.isFinite && number != number.rounded() ? "a fraction" : "a number too large")
        } else if (try? container.decode([FlatJSONValue].self)) != nil {
            (text, kind) = (nil, "a list")
        } else if (try? container.decode([String: FlatJSONValue].self)) != nil {
            (text, kind) = (nil, "an object")
        } else {
            // A number no Double holds (1e400), or one with more digits than any id.
            (text, kind) = (nil, "a number too large")
        }
    }
}
