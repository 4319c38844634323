/// Turns UTF-8 offsets into lines and columns, built once per file with one pass over its bytes.
struct LineTable: Sendable {
    private let starts: [Int]
    /// The lines holding a byte outside ASCII, by 0-based index, with their bytes: only there
    /// do UTF-8 and UTF-16 columns differ.
    private let nonASCIILines: [Int: [UInt8]]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        var nonASCIILines: [Int: [UInt8]] = [:]
        var lineIsASCII = true
        for offset in bytes.indices {
            let byte = bytes[offset]
            if byte >= 0x80 { lineIsASCII = false }
            if byte == UInt8(ascii: "\n") {
                if !lineIsASCII { nonASCIILines[starts.count - 1] = Array(bytes[starts[starts.count - 1] ..< offset]) }
                starts.append(offset + 1)
                lineIsASCII = true
            }
        }
        if !lineIsASCII { nonASCIILines[starts.count - 1] = Array(bytes[starts[starts.count - 1]...]) }
        self.starts = starts
        self.nonASCIILines = nonASCIILines
    }

    /// How many lines there are; a final line without a newline counts.
    var count: Int { starts.count }

    /// The 1-based line and UTF-8 column of `offset`.
    private func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }

    /// The place of `offset` in `file`, with its column in UTF-8 bytes and in UTF-16 units.
    func location(of offset: Int, in file: String) -> Location {
        let (line, column) = lineAndColumn(of: offset)
        guard let bytes = nonASCIILines[line - 1] else { return Location(file: file, line: line, column: column) }
        // Invalid UTF-8 counts as one replacement character, one unit, as editors show it.
        let before = String(decoding: bytes.prefix(column - 1), as: UTF8.self)
        return Location(file: file, line: line, column: column, utf16Column: before.utf16.count + 1)
    }
}
