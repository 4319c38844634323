import Testing
import TrellisInjection
import TrellisPlug

private let tooShort = CommentValidationError(message: "too short")

/// Every call spelling throws an action's own `Failure`. The `catch` blocks below read
/// `error.message`, which `any Error` does not have, and the tests that are declared
/// `throws(CommentValidationError)` could not `try` an untyped call: this file compiling is half
/// of each test.
///
/// Swift 6.3 infers the type a `catch` block receives in a function's body, not in a closure's;
/// so the calls sit in functions, and the closures that catch say `do throws(…)`.
@Suite struct ActionCallTests {
    // MARK: - Sync

    @Test func aSyncCallThrowsTheActionsOwnError() {
        let messages = withOverrides { $0.plug(ValidateComment.self, to: RejectingValidator()) } operation: {
            validationMessages(for: "")
        }
        #expect(messages == ["write something first", "write something first"])
    }

    @Test func aSyncCallWithNoInputThrowsTheActionsOwnError() {
        let caught = withOverrides {
            $0.plug(CheckDraft.self) { () throws(CommentValidationError) -> Int in throw tooShort }
        } operation: {
            draftErrors()
        }
        #expect(caught == [tooShort, tooShort])
    }

    @Test func aSyncCallThatSucceedsReturnsItsOutput() throws {
        let count = try withOverrides { $0.plug(CheckDraft.self) { 3 } } operation: {
            try draftTotal()
        }
        #expect(count == 6)
    }

    @Test func aClosureCatchesTheActionsOwnErrorWithDoThrows() {
        var messages: [String] = []
        withOverrides { $0.plug(ValidateComment.self, to: RejectingValidator()) } operation: {
            do throws(CommentValidationError) {
                try action(ValidateComment.self, "")
            } catch {
                messages.append(error.message)
            }
        }
        #expect(messages == ["write something first"])
    }

    // MARK: - Async

    @Test func anAsyncCallThrowsTheActionsOwnError() async {
        let messages = await withOverrides {
            $0.plug(ValidateCommentRemotely.self) { text throws(CommentValidationError) in
                if text.count < 3 { throw tooShort }
            }
        } operation: {
            await remoteValidationMessages(for: ["hi", "hello"])
        }
        #expect(messages == ["too short", "too short"])
    }

    @Test func anAsyncCallWithNoInputThrowsTheActionsOwnError() async {
        let caught = await withOverrides {
            $0.plug(CheckDraftRemotely.self) { () async throws(CommentValidationError) -> Int in throw tooShort }
        } operation: {
            await remoteDraftErrors()
        }
        #expect(caught == [tooShort, tooShort])
    }

    // MARK: - Closures that cannot throw

    @Test func aClosureWithoutThrowsPlugsIntoAnActionWithItsOwnError() async throws {
        // Written without `throws`, each closure plugs into an action whose Failure is its own
        // error type, through both plug spellings.
        let counts = try await withOverrides {
            $0.plug(ValidateComment.self) { _ in }
            $0.plug(ValidateCommentRemotely.self) { _ in }
            $0.plug(CheckDraft.self) { 1 }
            Actions.plug(CheckDraftRemotely.self) { 2 }
        } operation: {
            try await allDrafts()
        }
        #expect(counts == [1, 2])
    }

    // MARK: - Actions that may throw anything

    @Test func anUnpluggedActionThatMayThrowAnythingStillThrowsActionError() {
        #expect(throws: ActionError.self) { try action(UnpluggedAnyError.self, 1) }
    }
}

/// Failure defaults to `any Error`; nothing plugs it.
private enum UnpluggedAnyError: SyncAction {
    typealias Input = Int
}

// MARK: - Calls in functions, where a catch block gets the thrown type

private func validationMessages(for text: String) -> [String] {
    var messages: [String] = []
    do { try action(ValidateComment.self, text) } catch { messages.append(error.message) }
    do { try ValidateComment.perform(text) } catch { messages.append(error.message) }
    return messages
}

private func draftErrors() -> [CommentValidationError] {
    var caught: [CommentValidationError] = []
    do { _ = try action(CheckDraft.self) } catch { caught.append(error) }
    do { _ = try CheckDraft.perform() } catch { caught.append(error) }
    return caught
}

private func remoteValidationMessages(for texts: [String]) async -> [String] {
    var messages: [String] = []
    for text in texts {
        do { try await action(ValidateCommentRemotely.self, text) } catch { messages.append(error.message) }
        do { try await ValidateCommentRemotely.perform(text) } catch { messages.append(error.message) }
    }
    return messages
}

private func draftTotal() throws(CommentValidationError) -> Int {
    try action(CheckDraft.self) + CheckDraft.perform()
}

private func allDrafts() async throws(CommentValidationError) -> [Int] {
    try action(ValidateComment.self, "")
    try await action(ValidateCommentRemotely.self, "")
    return [try action(CheckDraft.self), try await action(CheckDraftRemotely.self)]
}

private func remoteDraftErrors() async -> [CommentValidationError] {
    var caught: [CommentValidationError] = []
    do { _ = try await action(CheckDraftRemotely.self) } catch { caught.append(error) }
    do { _ = try await CheckDraftRemotely.perform() } catch { caught.append(error) }
    return caught
}
