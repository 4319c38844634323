import Foundation
import HummingbirdWSClient

/// One message a live page received, read from its JSON.
struct PageMessage: CustomStringConvertible {
    let fields: [String: Any]

    var type: String { fields["type"] as? String ?? "" }
    var region: String? { fields["region"] as? String }
    var html: String { fields["html"] as? String ?? "" }
    var path: String? { fields["path"] as? String }
    var message: String { fields["message"] as? String ?? "" }
    var description: String { "\(fields)" }
}

/// Reads a live page's messages in order.
struct PageMessages {
    private var iterator: WebSocketInboundMessageStream.AsyncIterator

    init(_ inbound: WebSocketInboundStream) {
        iterator = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
    }

    /// The next message; fails if the socket closed.
    mutating func next() async throws -> PageMessage {
        guard let message = try await iterator.next() else { throw PageClosed() }
        guard case let .text(text) = message,
            let fields = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        else { throw UnexpectedMessage(text: "\(message)") }
        return PageMessage(fields: fields)
    }

    /// Skips messages until one satisfies `predicate`.
    mutating func next(where predicate: (PageMessage) -> Bool) async throws -> PageMessage {
        while true {
            let message = try await next()
            if predicate(message) { return message }
        }
    }

    /// The next fragment for `region`.
    mutating func fragment(_ region: String) async throws -> PageMessage {
        try await next { $0.type == "fragment" && $0.region == region }
    }

    /// Whether the socket closed, reading anything still queued.
    mutating func closed() async throws -> Bool {
        while try await iterator.next() != nil {}
        return true
    }
}

struct PageClosed: Error {}

struct UnexpectedMessage: Error {
    let text: String
}
