import Trellis

// A comment thread whose presenter publishes every step of its work: what the recorder's
// exhaustive check and the "Testing a feature" article show of a presenter.

/// A comment thread as its view shows it: each step is a new value.
struct CommentsRenderable: Renderable {
    let comments: [String]
    let isLoading: Bool
}

/// Publishes loading, each comment as it is read, the end of loading, then each comment posted,
/// with no suspension point between them.
final class CommentsPresenter: Presenter {
    let viewModels = ViewModels()

    func load(_ texts: [String]) {
        var comments: [String] = []
        update(viewModel: CommentsRenderable(comments: comments, isLoading: true))
        for text in texts {
            comments.append(text)
            update(viewModel: CommentsRenderable(comments: comments, isLoading: true))
        }
        update(viewModel: CommentsRenderable(comments: comments, isLoading: false))
    }

    func post(_ text: String) {
        let thread = currentViewModel(CommentsRenderable.self) ?? CommentsRenderable(comments: [], isLoading: false)
        update(viewModel: CommentsRenderable(comments: thread.comments + [text], isLoading: thread.isLoading))
    }
}
