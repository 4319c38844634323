// Runs the compiler or a built program as a child process (Foundation's `Process`), which
// iOS, tvOS, watchOS and visionOS do not have: compiled where tests can start processes.
#if os(macOS) || os(Linux)

import Testing

/// Where an article spells something Trellis cannot compile, the compiler says what to write
/// instead: this runs it once, on a file written the articles' way, and reads its errors.
@Suite struct ArticleSpellingsTests {
    @Test func theArticlesSpellingsStopWithWhatToWriteInstead() async throws {
        let errors = try await typecheck("""
            import Trellis

            final class MyPresenter: Presenter { let viewModels = ViewModels() }

            struct MyLikePhoto: IsAction {}
            func like() -> Promise<Void> { fatalError() }
            class MyView: View<MyPresenter> {}
            """).filter { $0.kind == "error" }.map { "\($0.line):\($0.column): \($0.message)" }

        #expect(errors == [
            // Plug
            """
            5:21: 'IsAction' is unavailable: Trellis splits IsAction in two: declare the use case as \
            `enum LikePhoto: AsyncAction { typealias Input = Photo }` (or SyncAction), and its \
            implementation as a Sendable type conforming to AsyncPerforming (or SyncPerforming) with \
            `func perform(_:)`
            """,
            """
            6:16: 'Promise' is unavailable: A Trellis action returns its Output itself: declare \
            `enum LikePhoto: AsyncAction { typealias Input = Photo }` (Output defaults to Void), and \
            where Plug chained `.then { … }` write `try await action(LikePhoto.self, photo)`
            """,
            // Clean Architecture
            """
            7:15: 'View' is unavailable: Trellis has no view base class: any view (a UIViewController, \
            a SwiftUI view) keeps its presenter and listens with \
            `presenter.viewModel { [weak self] (viewModel: MyViewModel) in … }`
            """,
        ])
    }
}

#endif
