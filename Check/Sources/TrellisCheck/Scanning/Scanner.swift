import SwiftParser
import SwiftSyntax
import Synchronization

/// Parses and walks every file of the given targets, on every core.
enum Scanner {
    /// How deeply nested code the parser reads: swift-syntax's default in a release build. Its
    /// debug builds stop at 20 levels, which a SwiftUI body or a syntax-building test reaches;
    /// with this limit and ``stackSize``, a debug build of the checker reads what a release
    /// build reads.
    static let maximumNestingLevel = 256
    /// The stack of each scanning thread: room for ``maximumNestingLevel`` in a debug build.
    /// Only the pages used are ever committed.
    static let stackSize = 64 << 20

    /// The facts of every file, in the targets' order. A file that cannot be read has no facts
    /// but a notice saying so: one unreadable file does not stop the run.
    static func scan(_ project: Project, targets: [SourceTarget]) -> [SourceFacts] {
        let files = targets.flatMap { target in target.files.map { (path: $0, target: target.name) } }
        let results = Results()
        Workers.forEach(files.count, stackSize: stackSize) { index in
            let file = files[index]
            let facts: SourceFacts
            do {
                let source = try project.source(of: file.path)
                facts = source.bytes.withUnsafeBufferPointer { bytes in
                    var facts = Self.facts(of: bytes, path: file.path, target: file.target)
                    if source.wasUTF16 {
                        facts.notices.append(Notice(
                            kind: .utf16File,
                            message: "is saved as UTF-16, which the Swift compiler refuses; the checker read it converted: save it as UTF-8",
                            location: Location(file: file.path, line: 1, column: 1)
                        ))
                    }
                    return facts
                }
            } catch {
                var unread = SourceFacts(file: file.path, target: file.target)
                unread.notices.append(Notice(
                    kind: .unreadableFile, message: "cannot be read: check that it exists and is readable",
                    location: Location(file: file.path, line: 1, column: 1)
                ))
                facts = unread
            }
            results.facts.withLock { $0[index] = facts }
        }
        return results.facts.withLock { facts in
            (0 ..< files.count).map { facts[$0]! }
        }
    }

    private final class Results: Sendable {
        let facts = Mutex<[Int: SourceFacts]>([:])
    }

    /// One file's facts, from its UTF-8 bytes.
    static func facts(of bytes: UnsafeBufferPointer<UInt8>, path: String, target: String) -> SourceFacts {
        let tree = Parser.parse(source: bytes, maximumNestingLevel: maximumNestingLevel)
        let lines = LineTable(bytes)
        let collector = FactCollector(file: path, target: target, lines: lines)
        collector.walk(tree)
        var facts = collector.facts
        if let problem = ParseProblem(tree, file: path, lines: lines) { facts.notices.append(problem.notice) }
        return facts
    }
}
