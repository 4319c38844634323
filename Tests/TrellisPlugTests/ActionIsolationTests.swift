import Testing
import TrellisInjection
import TrellisPlug

/// The actor an implementation ran on, as it sees it.
enum ReportIsolation: AsyncAction {
    typealias Output = ObjectIdentifier?
    typealias Failure = Never
}

/// Runs where it is called, as an Xcode 26 app's async functions do.
struct ReportingIsolation: AsyncPerforming {
    nonisolated(nonsending) func perform(_: Void) async -> ObjectIdentifier? {
        #isolation.map { ObjectIdentifier($0) }
    }
}

/// Leaves its caller's actor on purpose: how heavy work says so.
struct LeavingIsolation: AsyncPerforming {
    @concurrent func perform(_: Void) async -> ObjectIdentifier? {
        #isolation.map { ObjectIdentifier($0) }
    }
}

/// Sees every call, so the calls below take the observed path too.
struct SilentObserver: ActionObserver {
    func willPerform(_: ObservedCall) {}
    func didPerform(_: ObservedCall, outcome _: ActionOutcome, duration _: Duration) {}
}

/// An actor that calls the action in each spelling.
actor IsolatedCaller {
    func spellings() async -> [ObjectIdentifier?] {
        [await ReportIsolation.perform(), await action(ReportIsolation.self)]
    }
}

/// An async action runs on its caller's actor until its implementation suspends or says
/// `@concurrent`: a main-actor view model that calls one is not sent to another thread and
/// back for the call itself, which on a busy main actor is two more turns of its queue.
@Suite struct ActionIsolationTests {
    @MainActor @Test(arguments: [false, true])
    func anActionRunsOnTheMainActorThatCallsIt(observed: Bool) async {
        let main = ObjectIdentifier(MainActor.shared)
        let seen = await withOverrides {
            $0.plug(ReportIsolation.self, to: ReportingIsolation())
            if observed { $0.observeActions(SilentObserver()) }
        } operation: {
            [await ReportIsolation.perform(), await action(ReportIsolation.self)]
        }
        #expect(seen == [main, main])
    }

    @Test(arguments: [false, true])
    func anActionRunsOnTheActorThatCallsIt(observed: Bool) async {
        let caller = IsolatedCaller()
        let seen = await withOverrides {
            $0.plug(ReportIsolation.self, to: ReportingIsolation())
            if observed { $0.observeActions(SilentObserver()) }
        } operation: {
            await caller.spellings()
        }
        #expect(seen == [ObjectIdentifier(caller), ObjectIdentifier(caller)])
    }

    @MainActor @Test func everyPlugFormRunsOnTheCallersActor() async {
        let main = ObjectIdentifier(MainActor.shared)
        let factory = await withOverrides { $0.plug(ReportIsolation.self, factory: { ReportingIsolation() }) } operation: {
            await ReportIsolation.perform()
        }
        let closure = await withOverrides {
            $0.plug(ReportIsolation.self) { _ in #isolation.map { ObjectIdentifier($0) } }
        } operation: {
            await ReportIsolation.perform()
        }
        #expect(factory == main)
        #expect(closure == main)
    }

    @MainActor @Test func aConcurrentImplementationLeavesTheCallersActor() async {
        let seen = await withOverrides { $0.plug(ReportIsolation.self, to: LeavingIsolation()) } operation: {
            await ReportIsolation.perform()
        }
        #expect(seen == nil)
    }
}
