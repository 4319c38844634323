import ArticleExamples
import Synchronization
import Testing
import TrellisInjection
import TrellisPlug

/// Sync, may throw anything.
private enum TitlePhoto: SyncAction {
    typealias Input = Int
    typealias Output = String
}

/// Sync, cannot fail; its implementation calls TitlePhoto.
private enum CaptionPhoto: SyncAction {
    typealias Input = Int
    typealias Output = String
    typealias Failure = Never
}

/// Async; its implementation calls TitlePhoto and UploadPhoto.
private enum PostPhoto: AsyncAction {
    typealias Input = Int
}

/// Async, no input.
private enum UploadPhoto: AsyncAction {}

/// Nothing plugs it.
private enum NeverPluggedPhoto: SyncAction {
    typealias Input = Int
}

/// Async; nothing plugs it.
private enum NeverPluggedUpload: AsyncAction {}

/// Only the process-wide observer test calls it.
private enum AuditPhoto: SyncAction {
    typealias Input = Int
    typealias Output = Int
    typealias Failure = Never
}

private struct TitleMissing: Error, Equatable {}

/// Observers see every call made where they are installed, nested calls included, and nothing
/// made elsewhere.
@Suite struct ActionObserverTests {
    @Test func anObserverSeesTheActionTheInputTypeAndTheOutcome() throws {
        let log = CallLog()
        let line = #line + 5
        let title = try withOverrides {
            $0.observeActions(log)
            $0.plug(TitlePhoto.self) { "Photo \($0)" }
        } operation: {
            try action(TitlePhoto.self, 7)
        }

        #expect(title == "Photo 7")
        #expect(log.lines == ["will TitlePhoto(Int)", "did TitlePhoto returned String"])
        let call = try #require(log.calls.first)
        #expect(call.isCall(of: TitlePhoto.self))
        #expect(!call.isCall(of: CaptionPhoto.self))
        #expect(ObjectIdentifier(call.inputType) == ObjectIdentifier(Int.self))
        #expect(call.parentID == nil)
        #expect("\(call.caller)" == "TrellisPlugTests/ActionObserverTests.swift:\(line)")
    }

    @Test func anObserverSeesTheErrorThrown() {
        let log = CallLog()
        withOverrides {
            $0.observeActions(log)
            $0.plug(TitlePhoto.self) { _ in throw TitleMissing() }
        } operation: {
            #expect(throws: TitleMissing()) { try TitlePhoto.perform(1) }
        }

        #expect(log.outcomes.first?.error as? TitleMissing == TitleMissing())
        #expect(log.lines == ["will TitlePhoto(Int)", "did TitlePhoto threw TitleMissing()"])
    }

    @Test func anObserverSeesTheTypedErrorOfAnActionWithItsOwnFailure() {
        let log = CallLog()
        withOverrides {
            $0.observeActions(log)
            $0.plug(ValidateComment.self, to: RejectingValidator())
        } operation: {
            #expect(throws: CommentValidationError(message: "write something first")) {
                try action(ValidateComment.self, "")
            }
        }

        #expect(log.outcomes.first?.error as? CommentValidationError == CommentValidationError(message: "write something first"))
    }

    @Test func anUnpluggedCallIsSeenThrowingActionError() {
        let log = CallLog()
        withOverrides { $0.observeActions(log) } operation: {
            #expect(throws: ActionError.self) { try action(NeverPluggedPhoto.self, 1) }
        }

        #expect(log.outcomes.first?.error is ActionError)
        #expect(log.lines.first == "will NeverPluggedPhoto(Int)")
    }

    @Test func anUnpluggedAsyncCallIsSeenThrowingActionError() async {
        let log = CallLog()
        await withOverrides { $0.observeActions(log) } operation: {
            await #expect(throws: ActionError.self) { try await action(NeverPluggedUpload.self) }
        }

        #expect(log.lines.first == "will NeverPluggedUpload(())")
        #expect(log.outcomes.first?.error is ActionError)
    }

    @Test func anAsyncCallIsSeenThrowingTheActionsOwnError() async {
        let log = CallLog()
        await withOverrides {
            $0.observeActions(log)
            $0.plug(ValidateCommentRemotely.self) { _ throws(CommentValidationError) in throw CommentValidationError(message: "no") }
        } operation: {
            await #expect(throws: CommentValidationError(message: "no")) { try await ValidateCommentRemotely.perform("") }
        }

        #expect(log.lines == ["will ValidateCommentRemotely(String)", "did ValidateCommentRemotely threw CommentValidationError(message: \"no\")"])
    }

    @Test func nestedSyncCallsAreSeenInOrderWithTheirParent() throws {
        let log = CallLog()
        let caption = withOverrides {
            $0.observeActions(log)
            $0.plug(TitlePhoto.self) { "Photo \($0)" }
            $0.plug(CaptionPhoto.self) { number in "“\((try? action(TitlePhoto.self, number)) ?? "")”" }
        } operation: {
            action(CaptionPhoto.self, 3)
        }

        #expect(caption == "“Photo 3”")
        #expect(log.lines == [
            "will CaptionPhoto(Int)",
            "will TitlePhoto(Int)",
            "did TitlePhoto returned String",
            "did CaptionPhoto returned String",
        ])
        let calls = log.calls
        try #require(calls.count == 2)
        #expect(calls[1].parentID == calls[0].id)
        #expect(calls[0].id < calls[1].id)
    }

    @Test func nestedAsyncCallsAreSeenWithTheirParentAcrossChildTasks() async throws {
        let log = CallLog()
        try await withOverrides {
            $0.observeActions(log)
            $0.plug(TitlePhoto.self) { "Photo \($0)" }
            $0.plug(UploadPhoto.self) {}
            $0.plug(PostPhoto.self) { number in
                _ = try action(TitlePhoto.self, number)
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask { try await UploadPhoto.perform() }
                    try await group.waitForAll()
                }
            }
        } operation: {
            try await action(PostPhoto.self, 5)
        }

        #expect(log.lines == [
            "will PostPhoto(Int)",
            "will TitlePhoto(Int)",
            "did TitlePhoto returned String",
            "will UploadPhoto(())",
            "did UploadPhoto returned ()",
            "did PostPhoto returned ()",
        ])
        let calls = log.calls
        try #require(calls.count == 3)
        #expect(calls[1].parentID == calls[0].id)
        #expect(calls[2].parentID == calls[0].id, "a call made in a child task names the call that started the task")
    }

    @Test func severalObserversAreToldInTheOrderTheyWereAdded() {
        let first = CallLog()
        let second = CallLog()
        let order = OrderLog()
        withOverrides {
            $0.observeActions(first)
            $0.observeActions(order.observer("first"))
            $0.observeActions(second)
            $0.observeActions(order.observer("second"))
            $0.plug(CaptionPhoto.self) { "\($0)" }
        } operation: {
            _ = action(CaptionPhoto.self, 1)
        }

        #expect(first.lines == second.lines)
        #expect(first.lines.count == 2)
        #expect(order.names == ["will first", "will second", "did first", "did second"])
    }

    @Test func aCallOutsideTheScopeIsNotSeen() {
        let log = CallLog()
        withOverrides {
            $0.observeActions(log)
            $0.plug(CaptionPhoto.self) { "\($0)" }
        } operation: {
            _ = action(CaptionPhoto.self, 1)
        }
        withOverrides { $0.plug(CaptionPhoto.self) { "\($0)" } } operation: {
            _ = action(CaptionPhoto.self, 2)
        }

        #expect(log.calls.count == 1)
    }

    @Test func concurrentScopesSeeOnlyTheirOwnCalls() async {
        let logs = (0..<8).map { _ in CallLog() }
        await withTaskGroup(of: Void.self) { group in
            for (index, log) in logs.enumerated() {
                group.addTask {
                    withOverrides {
                        $0.observeActions(log)
                        $0.plug(CaptionPhoto.self) { "\($0)" }
                    } operation: {
                        for _ in 0...index { _ = action(CaptionPhoto.self, index) }
                    }
                }
            }
        }

        #expect(logs.map(\.calls.count) == Array(1...8))
    }

    @Test func anInnerScopeKeepsTheOuterScopesObservers() {
        let outer = CallLog()
        let inner = CallLog()
        withOverrides {
            $0.observeActions(outer)
            $0.plug(CaptionPhoto.self) { "\($0)" }
        } operation: {
            _ = action(CaptionPhoto.self, 1)
            withOverrides { $0.observeActions(inner) } operation: {
                _ = action(CaptionPhoto.self, 2)
            }
            withOverrides { $0.plug(TitlePhoto.self) { "\($0)" } } operation: {
                _ = try? action(TitlePhoto.self, 3)
            }
        }

        #expect(outer.calls.map(\.actionName) == ["CaptionPhoto", "CaptionPhoto", "TitlePhoto"])
        #expect(inner.calls.map(\.actionName) == ["CaptionPhoto"])
    }

    /// Installed for the process, an observer stays for the rest of the test run and sees every
    /// test's calls: it keeps only those of an action no other test calls. The only test that
    /// installs observers for the process, so no other one replaces them meanwhile.
    @Test func theProcessAndTheScopeBothSeeACallMadeInTheScope() {
        let process = CallLog(only: [AuditPhoto.self])
        let scope = CallLog(only: [AuditPhoto.self])
        InjectedValues.install {
            $0.observeActions(process)
            $0.plug(AuditPhoto.self) { $0 + 1 }
        }

        let inScope = withOverrides { $0.observeActions(scope) } operation: {
            action(AuditPhoto.self, 1)
        }
        let outside = action(AuditPhoto.self, 2)

        #expect([inScope, outside] == [2, 3])
        #expect(process.calls.count == 2)
        #expect(scope.calls.count == 1)

        // Installing for the process again replaces its observers, as it replaces a plug.
        let replacement = CallLog(only: [AuditPhoto.self])
        InjectedValues.install { $0.observeActions(replacement) }
        _ = action(AuditPhoto.self, 3)

        #expect(process.calls.count == 2)
        #expect(replacement.calls.count == 1)
    }
}

/// Observers that write their own name, to show the order observers are told in.
private final class OrderLog: Sendable {
    private let log = CallLog()
    private let entries = Mutex<[String]>([])

    var names: [String] { entries.withLock { $0 } }

    func observer(_ name: String) -> some ActionObserver {
        Named(name: name, log: self)
    }

    private struct Named: ActionObserver {
        let name: String
        let log: OrderLog
        func willPerform(_ call: ObservedCall) { log.entries.withLock { $0.append("will \(name)") } }
        func didPerform(_ call: ObservedCall, outcome: ActionOutcome, duration: Duration) {
            log.entries.withLock { $0.append("did \(name)") }
        }
    }
}
