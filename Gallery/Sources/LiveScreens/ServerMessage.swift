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

    /// The message as the page reads it.
    public var json: String {
        let object: [String: Any] =
            switch self {
            case let .screen(path, title, regions):
                ["type": "screen", "path": path, "title": title, "regions": regions.map(\.rawValue)]
            case let .fragment(region, html):
                ["type": "fragment", "region": region.rawValue, "html": html]
            case let .activity(html):
                ["type": "activity", "html": html]
            case let .error(message):
                ["type": "error", "message": message]
            case let .closing(message):
                ["type": "closing", "message": message]
            }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
