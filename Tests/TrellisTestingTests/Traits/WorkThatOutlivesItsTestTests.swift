import Synchronization
import Testing
import Trellis
import TrellisTesting

private final class Probe: Sendable {}

private enum ProbeKey: InjectionKey {
    static let defaultValue = Probe()
    static var testValue: Probe { Probe() }
}

private enum ScopedProbeKey: InjectionKey {
    static let defaultValue = Probe()
    static var testValue: Probe { Probe() }
}

private enum Ping: SyncAction {
    typealias Input = Void
    typealias Output = Void
    typealias Failure = Never
}

/// What the task the first test left behind saw when it read after that test ended: the
/// report of each read and call, in order.
private let leakedReports = Mutex<[String]>([])
private let leakedTaskDone = Mutex<Bool>(false)

/// Work that outlives its test is reported naming the test that started it and the reading
/// line; two tests in order, the first leaving a task behind that reads after it ended.
@Suite(.serialized) struct WorkThatOutlivesItsTestTests {
    @Test(.injecting { $0[ScopedProbeKey.self] = Probe() }, .plugging(Ping.self) {})
    func aTestThatLeavesATaskBehind() {
        // Given a task the test starts and does not wait for
        Task {
            try? await Task.sleep(for: .milliseconds(200))
            // When it reads after the test ended (its known issue is kept here to check it)
            // a test value, a value the test's scope gives, an action the test's scope plugs
            for use in [{ _ = InjectedValues[ProbeKey.self] }, { _ = InjectedValues[ScopedProbeKey.self] }, { action(Ping.self) }] {
                withKnownIssue {
                    use()
                } matching: { issue in
                    leakedReports.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
                    return true
                }
            }
            leakedTaskDone.withLock { $0 = true }
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func theNextTestSeesTheLeakReportedAgainstTheFirst() async throws {
        while !leakedTaskDone.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(20)) }
        let reports = leakedReports.withLock { $0 }
        try #require(reports.count == 3)
        // Then each report names the test that started the work, the reading line and the fix
        for report in reports {
            #expect(report.contains("Work that the test WorkThatOutlivesItsTestTests/aTestThatLeavesATaskBehind() started"))
            #expect(report.contains("WorkThatOutlivesItsTestTests.swift:"))
            #expect(report.contains("after that test ended"))
            #expect(report.contains("await task.value"))
        }
        #expect(reports[0].contains("read TrellisTestingTests.ProbeKey (Probe)"))
        #expect(reports[1].contains("read TrellisTestingTests.ScopedProbeKey (Probe)"))
        #expect(reports[2].contains("called TrellisTestingTests.Ping"))
    }

    /// In a child process: an issue recorded by a task detached from every test reaches every
    /// test running at that moment, so it must not be recorded beside the others.
    @Test func aReadFromADetachedTaskSaysSoAndNamesTheTestsRunningNow() async {
        // Given a key with no test value, read in a task detached from every test
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = await Task.detached { InjectedValues[LiveProbeKey.self] }.value
        }
        // Then the failure says what is known: a detached task, the tests running, the line
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("A task detached from its test ("))
        #expect(text.contains("read TrellisTestingTests.LiveProbeKey"))
        #expect(text.contains("WorkThatOutlivesItsTestTests.swift:"))
        #expect(text.contains("rather than `Task.detached`"))
    }
}

private enum LiveProbeKey: InjectionKey {
    static let defaultValue = Probe()
}
