/// One ```` ```swift ```` block of a Markdown document, with the document line each of its
/// lines came from.
struct SwiftBlock: Equatable {
    /// One line of the block, without the indentation its fence has.
    struct Line: Equatable {
        /// The line's number in the document, counted from 1.
        let number: Int
        let text: String
    }

    /// An error a block states with `// error: message` on the line the compiler rejects.
    struct ExpectedError: Equatable {
        let line: Int
        let message: String
    }

    let lines: [Line]

    /// The errors the block states, in order; empty for a block that must compile.
    var expectedErrors: [ExpectedError] {
        lines.compactMap { line in
            line.text.firstMatch(of: /\/\/\s*error:\s*(.*\S)\s*$/).map { ExpectedError(line: line.number, message: String($0.1)) }
        }
    }

    /// The block's `import` lines: compiled at the top of the file, for the whole document.
    var imports: [Line] {
        lines.filter(\.isImport)
    }

    /// The block's lines other than its imports.
    var code: [Line] {
        lines.filter { !$0.isImport }
    }

    /// Every ```` ```swift ```` block of `markdown`, in order; other fenced blocks (```` ``` ````,
    /// ```` ```bash ````) are not Swift and are left out.
    static func all(in markdown: String) -> [SwiftBlock] {
        var blocks: [SwiftBlock] = []
        var open: (indentation: Int, isSwift: Bool, lines: [Line])?
        for (index, text) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = text.drop { $0 == " " }
            if let block = open {
                if trimmed.hasPrefix("```") && trimmed.allSatisfy({ $0 == "`" || $0 == " " }) {
                    if block.isSwift { blocks.append(SwiftBlock(lines: block.lines)) }
                    open = nil
                } else {
                    let line = String(text.dropFirst(min(block.indentation, text.prefix { $0 == " " }.count)))
                    open?.lines.append(Line(number: index + 1, text: line))
                }
            } else if let fence = trimmed.firstMatch(of: /^```\s*(\w*)/) {
                open = (text.count - trimmed.count, fence.1.lowercased() == "swift", [])
            }
        }
        return blocks
    }
}

extension SwiftBlock.Line {
    /// Whether the line imports a module: `import Testing`, `@testable import Trellis`,
    /// `public import PodBayDoors`.
    var isImport: Bool {
        text.contains(/^(@\w+\s+|public\s+|package\s+|internal\s+)*import\s+\w/)
    }
}
