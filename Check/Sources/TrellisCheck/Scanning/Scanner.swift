import Dispatch
import SwiftParser
import SwiftSyntax
import Synchronization

/// Parses and walks every file of the given targets, on every core.
enum Scanner {
    /// The facts of every file, in the targets' order.
    static func scan(_ project: Project, targets: [SourceTarget]) throws -> [SourceFacts] {
        let files = targets.flatMap { target in target.files.map { (path: $0, target: target.name) } }
        let results = Mutex<[Int: Result<SourceFacts, any Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            let result = Result { () throws -> SourceFacts in
                var text = try project.text(of: file.path)
                return text.withUTF8 { bytes in
                    facts(of: bytes, path: file.path, target: file.target)
                }
            }
            results.withLock { $0[index] = result }
        }
        return try results.withLock { results in
            try (0 ..< files.count).map { try results[$0]!.get() }
        }
    }

    /// One file's facts, from its UTF-8 bytes.
    static func facts(of bytes: UnsafeBufferPointer<UInt8>, path: String, target: String) -> SourceFacts {
        let tree = Parser.parse(source: bytes)
        let collector = FactCollector(file: path, target: target, lines: LineTable(bytes))
        collector.walk(tree)
        return collector.facts
    }
}
