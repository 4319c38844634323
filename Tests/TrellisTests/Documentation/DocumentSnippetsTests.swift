// Runs the compiler or a built program as a child process (Foundation's `Process`), which
// iOS, tvOS, watchOS and visionOS do not have: compiled where tests can start processes.
#if os(macOS) || os(Linux)

import Foundation
import Testing

/// The checker itself, on small documents: it passes what follows the rules and names the
/// document line of what does not.
@Suite struct DocumentSnippetsTests {
    @Test func blocksCompileTogetherWithTheDocumentsImports() async throws {
        let document = DocumentSnippets(name: "Guide.md", markdown: """
            ```swift
            struct Photo: Sendable { let id: Int }
            ```
            A later block uses it, and the import a later block shows:
            ```swift
            import Trellis
            enum LikePhoto: AsyncAction { typealias Input = Photo }
            func like(_ photo: Photo) async throws { … }
            ```
            """)
        #expect(try await document.problems() == [])
    }

    @Test func anErrorOrAWarningIsReportedAtItsDocumentLine() async throws {
        let document = DocumentSnippets(name: "Guide.md", markdown: """
            # Guide

            ```swift
            presenter.viewModel(owner: self) { owner, (viewModel: MyViewModel) in … }
            ```

            ```swift
            func f() { var unchanged = 1; print(unchanged) }
            ```
            """)
        let problems = try await document.problems()
        #expect(problems.contains("Guide.md:4: error: consecutive statements on a line must be separated by ';'"))
        #expect(problems.contains { $0.hasPrefix("Guide.md:8: warning: variable 'unchanged' was never mutated") })
    }

    @Test func aStatedErrorPassesOnlyWhenTheCompilerGivesIt() async throws {
        let stated = """
            ```swift
            struct Comment: Sendable { let text: String }
            ```
            ```swift
            final class CommentsPresenter: Sendable {
                var comments: [Comment] = []  // error: stored property 'comments' of 'Sendable'-conforming class 'CommentsPresenter' is mutable
            }
            ```
            ```swift
            let later = Comment(text: "compiled without the failing block")
            ```
            """
        #expect(try await DocumentSnippets(name: "Guide.md", markdown: stated).problems() == [])

        let misstated = stated.replacingOccurrences(of: "is mutable", with: "is not final")
        #expect(try await DocumentSnippets(name: "Guide.md", markdown: misstated).problems() == [
            "Guide.md:6: expected error “stored property 'comments' of 'Sendable'-conforming class 'CommentsPresenter' is not final”; the compiler said “stored property 'comments' of 'Sendable'-conforming class 'CommentsPresenter' is mutable”",
            "Guide.md:6: error: stored property 'comments' of 'Sendable'-conforming class 'CommentsPresenter' is mutable (the block does not state it)",
        ])

        let compiling = stated.replacingOccurrences(of: "var comments", with: "let comments")
        #expect(try await DocumentSnippets(name: "Guide.md", markdown: compiling).problems() == [
            "Guide.md:6: expected error “stored property 'comments' of 'Sendable'-conforming class 'CommentsPresenter' is mutable”; the compiler said nothing on that line"
        ])
    }
}

#endif
