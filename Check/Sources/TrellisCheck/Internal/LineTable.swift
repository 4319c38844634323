/// Turns UTF-8 offsets into lines and columns, built once per file with one pass over its bytes.
struct LineTable: Sendable {
    private let starts: [Int]

    init(_ bytes: some Sequence<UInt8>) {
        var starts = [0]
        var offset = 0
        for byte in bytes {
            offset += 1
            if byte == UInt8(ascii: "\n") { starts.append(offset) }
        }
        self.starts = starts
    }

    /// How many lines there are; a final line without a newline counts.
    var count: Int { starts.count }

    /// The 1-based line and UTF-8 column of `offset`.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
