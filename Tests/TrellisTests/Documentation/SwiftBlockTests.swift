import Testing

@Suite struct SwiftBlockTests {
    /// Only Swift blocks are taken, each line with its document line, without its fence's
    /// indentation.
    @Test func swiftBlocksAreFoundWithTheirLines() {
        let markdown = """
            # Title

            ```swift
            let a = 1
            ```

            ```bash
            swift test
            ```

            ```
            Expected 1 render
            ```

            - A list item:
              ```swift
              let b = 2
                  .description
              ```
            """
        let blocks = SwiftBlock.all(in: markdown)
        #expect(blocks.map(\.lines) == [
            [SwiftBlock.Line(number: 4, text: "let a = 1")],
            [SwiftBlock.Line(number: 17, text: "let b = 2"), SwiftBlock.Line(number: 18, text: "    .description")],
        ])
    }

    @Test func importsAndStatedErrorsAreRead() {
        let block = SwiftBlock.all(in: """
            ```swift
            import Testing
            @testable import Trellis
            let important = 1
            var comments: [String] = []  // error: stored property is mutable
            ```
            """)[0]
        #expect(block.imports.map(\.number) == [2, 3])
        #expect(block.code.map(\.text) == ["let important = 1", "var comments: [String] = []  // error: stored property is mutable"])
        #expect(block.expectedErrors == [SwiftBlock.ExpectedError(line: 5, message: "stored property is mutable")])
    }
}
