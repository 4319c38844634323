// Runs the compiler or a built program as a child process (Foundation's `Process`), which
// iOS, tvOS, watchOS and visionOS do not have: compiled where tests can start processes.
#if os(macOS) || os(Linux)

/// The Swift blocks of one Markdown document, and everything the compiler says about them that
/// the document does not state: the rules of ``DocumentationSnippetsTests``, applied.
struct DocumentSnippets {
    /// The document's name in messages, usually its path: `README.md`.
    let name: String
    let blocks: [SwiftBlock]

    init(name: String, markdown: String) {
        self.name = name
        blocks = SwiftBlock.all(in: markdown)
    }

    /// Every import the document shows, in order: each compiled file starts with all of them.
    private var imports: [SwiftBlock.Line] {
        blocks.flatMap(\.imports)
    }

    /// What is wrong with the document's code, one message per diagnostic, each naming the
    /// document line: empty when every block compiles as shown and every stated error is the
    /// one the compiler gives.
    func problems() async throws -> [String] {
        var problems = try await compilingProblems(with: .kit)
        for (index, block) in blocks.enumerated() where !block.expectedErrors.isEmpty {
            let before = blocks[..<index].filter(\.expectedErrors.isEmpty)
            let file = SnippetFile(imports: imports, blocks: before + [block])
            let said = try await diagnostics(of: file)
            for expected in block.expectedErrors where !said.contains(where: { $0.matches(expected) }) {
                let onTheLine = said.filter { $0.line == expected.line }.map { "“\($0.message)”" }
                problems.append(
                    "\(name):\(expected.line): expected error “\(expected.message)”; the compiler said "
                        + (onTheLine.isEmpty ? "nothing on that line" : onTheLine.joined(separator: ", "))
                )
            }
            problems += said.filter { found in !block.expectedErrors.contains { found.matches($0) } }
                .map { "\($0) (the block does not state it)" }
        }
        return problems
    }

    /// What the compiler, with `settings`, says about the blocks that state no error, compiled
    /// together: each at its document line.
    func compilingProblems(with settings: CompilerSettings) async throws -> [String] {
        let compiling = blocks.filter(\.expectedErrors.isEmpty)
        return try await diagnostics(of: SnippetFile(imports: imports, blocks: compiling), with: settings).map(\.description)
    }

    /// What the compiler says about `file`, each at its document line.
    private func diagnostics(of file: SnippetFile, with settings: CompilerSettings = .kit) async throws -> [DocumentDiagnostic] {
        try await typecheck(file.source, with: settings).map {
            DocumentDiagnostic(document: name, line: file.documentLine(of: $0.line), compiled: $0)
        }
    }
}

/// A compiler diagnostic at the line of the document its code came from.
private struct DocumentDiagnostic: CustomStringConvertible {
    let document: String
    let line: Int
    let compiled: Diagnostic

    var message: String { compiled.message }

    var description: String { "\(document):\(line): \(compiled.kind): \(compiled.message)" }

    /// Whether this is the error a block states on this line, word for word.
    func matches(_ expected: SwiftBlock.ExpectedError) -> Bool {
        compiled.kind == "error" && line == expected.line && message == expected.message
    }
}

#endif
