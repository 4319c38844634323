import Testing
import TrellisInjection
import TrellisPlug

private struct OtherError: Error {}

private enum FormatCount: SyncAction {
    typealias Input = Int
    typealias Output = String
    typealias Failure = Never
}

/// A closure plugged into an action with its own error type needs no `throws(…)`: Swift 6.3
/// types it as throwing `any Error`, and the call casts what it threw to the action's
/// `Failure`, so callers catch that type.
@Suite struct PlugClosureTests {
    @Test func aSyncClosureWrittenPlainlyThrowsTheActionsOwnErrorToItsCaller() {
        let messages = withOverrides {
            $0.plug(ValidateComment.self) { text in
                if text.isEmpty { throw CommentValidationError(message: "write something first") }
            }
        } operation: {
            validationMessagesOfPlainCalls(for: "")
        }
        #expect(messages == ["write something first"])
    }

    @Test func anAsyncClosureWrittenPlainlyThrowsTheActionsOwnErrorToItsCaller() async {
        let messages = await withOverrides {
            $0.plug(ValidateCommentRemotely.self) { text in
                if text.count < 3 { throw CommentValidationError(message: "too short") }
            }
        } operation: {
            await remoteMessagesOfPlainCalls(for: ["hi", "hello"])
        }
        #expect(messages == ["too short"])
    }

    @Test func aClosureThatCannotThrowFitsAnActionOfEveryFailure() async {
        // Given closures written without `throws`, and one passed as a value, for actions that
        // fail with their own type and for one that cannot fail
        let echo: @Sendable (Int) -> String = { "value \($0)" }
        let (sync, remote, formatted, passed) = await withOverrides {
            $0.plug(ValidateComment.self) { _ in }
            $0.plug(ValidateCommentRemotely.self) { _ in }
            $0.plug(FormatCount.self) { "count \($0)" }
            $0.plug(GreetCrew.self) { "hello \($0)" }
        } operation: {
            await withOverrides { $0.plug(FormatCount.self, perform: echo) } operation: {
                (validationMessagesOfPlainCalls(for: ""), await remoteMessagesOfPlainCalls(for: ["hi"]),
                 action(GreetCrew.self, "Dave"), action(FormatCount.self, 2))
            }
        }

        // Then each runs as written and none fails
        #expect(sync.isEmpty)
        #expect(remote.isEmpty)
        #expect(formatted == "hello Dave")
        #expect(passed == "value 2")
    }

    @Test func aClosureThatThrowsAnotherTypeStopsAtTheCallNamingBoth() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            withOverrides {
                $0.plug(ValidateComment.self) { _ in throw OtherError() }
            } operation: {
                _ = validationMessagesOfPlainCalls(for: "")
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("ValidateComment throws only TrellisPlugTests.CommentValidationError, yet its implementation threw OtherError"))
    }

    @Test func aClosureThatMayThrowPluggedIntoAnActionThatCannotFailStopsWhereItIsPlugged() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            withOverrides {
                $0.plug(FormatCount.self) { count in
                    if count < 0 { throw OtherError() }
                    return "\(count)"
                }
            } operation: {}
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("PlugClosureTests.swift:"))
        #expect(output.contains("FormatCount cannot fail (its Failure is Never), yet it was plugged with a closure that may throw"))
    }
}

private func validationMessagesOfPlainCalls(for text: String) -> [String] {
    do {
        try action(ValidateComment.self, text)
        return []
    } catch {
        return [error.message]
    }
}

private func remoteMessagesOfPlainCalls(for texts: [String]) async -> [String] {
    var messages: [String] = []
    for text in texts {
        do { try await ValidateCommentRemotely.perform(text) } catch { messages.append(error.message) }
    }
    return messages
}

private enum GreetCrew: SyncAction {
    typealias Input = String
    typealias Output = String
    typealias Failure = Never
}

/// An action plugged by an asynchronous start-up: callable inside it at once, for the process
/// only once it finished.
@Suite(.serialized) struct StartUpPlugTests {
    @Test func anAsynchronousStartUpPlugsForTheProcessWhenItFinishes() async throws {
        try await InjectedValues.install { app in
            app.plug(GreetCrew.self) { "Good morning, \($0)." }
            await Task.yield()
            #expect(action(GreetCrew.self, "Dave") == "Good morning, Dave.")
            #expect(await Task.detached { Actions.isPlugged(GreetCrew.self) }.value == false)
        }
        #expect(await Task.detached { action(GreetCrew.self, "Frank") }.value == "Good morning, Frank.")
    }
}
