/// One Swift file made of Markdown blocks, as `typecheck(_:)` reads it, and the document line
/// each of its lines came from.
///
/// Its imports come first, then the blocks' code in the order given, with every `…` that stands
/// for elided code turned into a comment.
struct SnippetFile {
    /// The file's text.
    let source: String

    /// For each line of ``source``, the document line it came from.
    private let documentLines: [Int]

    init(imports: [SwiftBlock.Line], blocks: [SwiftBlock]) {
        var seen = Set<String>()
        let lines = imports.filter { seen.insert($0.text).inserted } + blocks.flatMap(\.code)
        source = Self.elidingCode(lines.map(\.text).joined(separator: "\n"))
        documentLines = lines.map(\.number)
    }

    /// The document line of a line of ``source``, counted from 1.
    func documentLine(of line: Int) -> Int {
        documentLines.indices.contains(line - 1) ? documentLines[line - 1] : documentLines.last ?? 0
    }

    /// `code` with each `…` that stands where code would, turned into the comment `/* … */`;
    /// one inside a comment or a string literal is text and stays as it is.
    static func elidingCode(_ code: String) -> String {
        var scanner = SwiftLexicalScanner(code)
        var result = ""
        while let (character, context) = scanner.next() {
            result += character == "…" && context == .code ? "/* … */" : String(character)
        }
        return result
    }
}
