/// Splitting a path into components, and percent-encoding of single components, so a route's
/// values survive a trip through a URL whatever characters they hold:
/// `list("Dave & Frank")` ⇄ `/lists/Dave%20&%20Frank`.
///
/// Written here rather than taken from Foundation, which the core does not import.
enum PathComponentEncoding {
    /// The percent-decoded, non-empty components of `path` before any query or fragment.
    ///
    /// The path is cut on its bytes, never on `Character`s: a `/` followed by a combining mark
    /// is one `Character` but still separates two components.
    static func components(of path: String) -> [Substring] {
        let utf8 = path.utf8
        let end = utf8.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? utf8.endIndex
        return utf8[..<end].split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true)
            .map { decode(Substring($0)) }
    }

    /// `component` with every `%XX` escape decoded as UTF-8.
    ///
    /// A component that is not a valid encoding (a lone `%`, an escape that is not hex, or bytes
    /// that are not UTF-8) is returned as it is, as browsers do, so the route sees what was sent.
    static func decode(_ component: Substring) -> Substring {
        guard component.utf8.contains(UInt8(ascii: "%")) else { return component }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(component.utf8.count)
        var iterator = component.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return component
            }
            bytes.append(high << 4 | low)
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else { return component }
        return decoded[...]
    }

    /// `component` with every byte that may not stand in a path segment escaped as `%XX`.
    ///
    /// Kept as they are: letters, digits, `-._~` (unreserved) and `!$&'()*+,;=:@` (allowed in
    /// a segment by RFC 3986); everything else, including `/`, `?`, `#`, `%` and non-ASCII
    /// characters, is escaped.
    static func encode(_ component: String) -> String {
        guard component.utf8.contains(where: { !isAllowed($0) }) else { return component }
        var encoded = ""
        encoded.reserveCapacity(component.utf8.count)
        for byte in component.utf8 {
            if isAllowed(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%"
                encoded.unicodeScalars.append(hexDigits[Int(byte >> 4)])
                encoded.unicodeScalars.append(hexDigits[Int(byte & 0xF)])
            }
        }
        return encoded
    }

    private static let hexDigits = Array("0123456789ABCDEF".unicodeScalars)

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~!$&'()*+,;=:@".utf8.contains(byte)
        }
    }
}
