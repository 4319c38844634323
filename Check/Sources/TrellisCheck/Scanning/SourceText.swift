import Foundation

/// A file's text as the parser reads it: UTF-8 bytes, untouched, so every column is the byte
/// column the compiler prints, even after bytes that are not valid UTF-8.
///
/// A file saved as UTF-16 with a byte-order mark is converted rather than read as a jumble of
/// NUL bytes: the compiler refuses such a file (`input files must be encoded as UTF-8`), and
/// ``wasUTF16`` lets the run say so.
struct SourceText {
    let bytes: [UInt8]
    let wasUTF16: Bool

    init(_ data: Data) {
        let isUTF16 = data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
        if isUTF16, let text = String(data: data, encoding: .utf16) {
            bytes = Array(text.utf8)
            wasUTF16 = true
        } else {
            bytes = Array(data)
            wasUTF16 = false
        }
    }

    init(_ text: String) {
        bytes = Array(text.utf8)
        wasUTF16 = false
    }
}
