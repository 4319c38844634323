import Trellis

// A comment thread whose presenter publishes every step of its work: what the recorder's
// exhaustive check and the "Testing a feature" article show of a presenter.

/// A comment thread as its view shows it.
struct CommentsRenderable: Renderable {
    var comments: [String]
    var isLoading: Bool
}

/// Publishes loading, each comment as it is read, the end of loading, then each comment posted,
/// with no suspension point between them.
final class CommentsPresenter: Presenter {
    let viewModels = ViewModels()

    func load(_ texts: [String]) {
        var thread = CommentsRenderable(comments: [], isLoading: true)
        update(viewModel: thread)
        for text in texts {
            thread.comments.append(text)
            update(viewModel: thread)
        }
        thread.isLoading = false
        update(viewModel: thread)
    }

    func post(_ text: String) {
        var thread = currentViewModel(CommentsRenderable.self) ?? CommentsRenderable(comments: [], isLoading: false)
        thread.comments.append(text)
        update(viewModel: thread)
    }
}
