// Runs the compiler or a built program as a child process (Foundation's `Process`), which
// iOS, tvOS, watchOS and visionOS do not have: compiled where tests can start processes.
#if os(macOS) || os(Linux)

import Testing

// Every ```swift block in README.md and in the DocC catalogs under Sources/ is compiled here.
// When you write or change one, follow these rules — the test holds every document to them:
//
// 1. A document's blocks are compiled together, in order, as one file: a later block may use
//    what an earlier one declared, and two blocks may not declare the same name. Show the
//    declarations a block relies on somewhere in the document; the reader needs them too.
// 2. The file starts with every `import` the document shows, wherever it shows it. Nothing else
//    is imported: a document shows the imports its code needs.
// 3. The file is a program's main file, so statements may stand at the top level; `self`, an
//    `app` or a `presenter` must be declared, for instance as a function's parameter.
// 4. `…` outside a comment or a string stands for elided code and is compiled as a comment, so
//    put it where a comment can stand: a body `{ … }`, an argument list's tail, a line of its own.
//    A function that returns a value needs a real body.
// 5. The file must compile without an error or a warning, as the kit's own code does.
// 6. A block that shows code the compiler rejects on purpose states each error in a comment on
//    the rejected line, word for word: `var comments: [String] = []  // error: <the message>`.
//    It is compiled in a file of its own, after the blocks that come before it, and must give
//    exactly the errors it states, on those lines, and nothing else.
//
// Other fenced blocks (```bash, a plain ``` for output) are not Swift and are not compiled.

/// Every Swift block of the README and of every DocC page compiles as shown, and every block
/// that shows a compile error gets exactly that error.
///
/// The documents are found by walking `Sources/` for `Documentation.docc` folders, so a new
/// article is checked with no edit here. The rules a block follows are at the top of this file:
/// a document's blocks form one file with the document's imports, `…` is a comment, warnings
/// fail the check, and a block stating `// error: …` must get exactly that error.
@Suite struct DocumentationSnippetsTests {
    @Test(arguments: PackageDocument.all)
    func theDocumentsCodeCompilesAsShown(_ document: PackageDocument) async throws {
        for problem in try await DocumentSnippets(name: document.path, markdown: document.text()).problems() {
            Issue.record(Comment(rawValue: "\(problem) — the rules a block follows are at the top of DocumentationSnippetsTests.swift"))
        }
    }

    /// In an app target with Xcode 26's new-app settings — every declaration main-actor unless
    /// it says otherwise — the code a user copies from a document compiles as shown too.
    @Test(arguments: PackageDocument.all)
    func theDocumentsCodeCompilesInAnXcodeNewAppTarget(_ document: PackageDocument) async throws {
        let snippets = DocumentSnippets(name: document.path, markdown: try document.text())
        for problem in try await snippets.compilingProblems(with: .xcodeNewApp) {
            Issue.record(Comment(rawValue: "\(problem) — with Xcode's new-app settings (main-actor default isolation)"))
        }
    }

    /// The walk finds the README, every module's catalog page and the articles beside them.
    @Test func everyDocumentIsFound() {
        let paths = PackageDocument.all.map(\.path)
        #expect(paths.first == "README.md")
        for module in ["Trellis", "TrellisInjection", "TrellisPlug", "TrellisRendering", "TrellisPresentation", "TrellisNavigation", "TrellisTesting"] {
            #expect(paths.contains("Sources/\(module)/Documentation.docc/\(module).md"), "No catalog page for \(module)")
        }
        #expect(paths.contains("Sources/Trellis/Documentation.docc/Articles/BuildAFeature.md"))
        #expect(paths.contains("Sources/TrellisTesting/Documentation.docc/Articles/TestingAFeature.md"))
    }
}

#endif
