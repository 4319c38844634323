import Testing

@Suite struct SnippetFileTests {
    /// An elision in code becomes a comment; one in a comment, a string or an interpolated
    /// string's text stays.
    @Test(arguments: [
        ("func like() async throws { … }", "func like() async throws { /* … */ }"),
        ("let title = \"Liking…\" // wait…", "let title = \"Liking…\" // wait…"),
        ("/* a /* nested … */ … */ …", "/* a /* nested … */ … */ /* … */"),
        ("let s = \"\\(f(\"…\")) … \\(x) …\"; …", "let s = \"\\(f(\"…\")) … \\(x) …\"; /* … */"),
        ("let raw = #\"a \\( … \"# + \"\"\"\n  “…”\n  \"\"\"\n…", "let raw = #\"a \\( … \"# + \"\"\"\n  “…”\n  \"\"\"\n/* … */"),
        ("f(a) { g(b, …) }", "f(a) { g(b, /* … */) }"),
    ])
    func anElisionInCodeIsCompiledAsAComment(written: String, compiled: String) {
        #expect(SnippetFile.elidingCode(written) == compiled)
    }

    /// Imports come first, once each; every line maps back to the document line it came from.
    @Test func theFileMapsItsLinesToTheDocument() {
        let blocks = SwiftBlock.all(in: """
            ```swift
            import Trellis
            struct A {}
            ```
            Prose.
            ```swift
            import Trellis
            import Testing
            let a = A()
            ```
            """)
        let file = SnippetFile(imports: blocks.flatMap(\.imports), blocks: blocks)
        #expect(file.source == "import Trellis\nimport Testing\nstruct A {}\nlet a = A()")
        #expect((1...4).map(file.documentLine(of:)) == [2, 8, 3, 9])
    }
}
