import TrellisPlug

// Actions whose Failure is their own error type, which no test plugs for the process.

/// Why a comment cannot be posted: its own type, so a `catch` block can read `message`.
struct CommentValidationError: Error, Equatable {
    let message: String
}

/// Sync, fails only with its own error.
enum ValidateComment: SyncAction {
    typealias Input = String
    typealias Failure = CommentValidationError
}

/// Async, fails only with its own error.
enum ValidateCommentRemotely: AsyncAction {
    typealias Input = String
    typealias Failure = CommentValidationError
}

/// Sync, no input, fails only with its own error.
enum CheckDraft: SyncAction {
    typealias Output = Int
    typealias Failure = CommentValidationError
}

/// Async, no input, fails only with its own error.
enum CheckDraftRemotely: AsyncAction {
    typealias Output = Int
    typealias Failure = CommentValidationError
}

/// Rejects an empty comment.
struct RejectingValidator: SyncPerforming {
    func perform(_ text: String) throws(CommentValidationError) {
        if text.isEmpty { throw CommentValidationError(message: "write something first") }
    }
}
