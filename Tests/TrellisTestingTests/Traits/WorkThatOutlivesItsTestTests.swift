import Synchronization
import Testing
import Trellis
import TrellisTesting

private final class Probe: Sendable {}

private enum ProbeKey: InjectionKey {
    static let defaultValue = Probe()
    static var testValue: Probe { Probe() }
}

/// What the task the first test left behind saw when it read after that test ended.
private let leakedReport = Mutex<String?>(nil)
private let leakedTaskDone = Mutex<Bool>(false)

/// Work that outlives its test is reported naming the test that started it and the reading
/// line; two tests in order, the first leaving a task behind that reads after it ended.
@Suite(.serialized) struct WorkThatOutlivesItsTestTests {
    @Test(.injecting { _ in })
    func aTestThatLeavesATaskBehind() {
        // Given a task the test starts and does not wait for
        Task {
            try? await Task.sleep(for: .milliseconds(200))
            // When it reads after the test ended (its known issue is kept here to check it)
            withKnownIssue {
                _ = InjectedValues[ProbeKey.self]
            } matching: { issue in
                leakedReport.withLock { $0 = issue.comments.map(\.rawValue).joined() }
                return true
            }
            leakedTaskDone.withLock { $0 = true }
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func theNextTestSeesTheLeakReportedAgainstTheFirst() async throws {
        while !leakedTaskDone.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(20)) }
        let report = try #require(leakedReport.withLock { $0 })
        // Then the report names the test that started the work, the reading line and the fix
        #expect(report.contains("Work that the test WorkThatOutlivesItsTestTests/aTestThatLeavesATaskBehind() started"))
        #expect(report.contains("WorkThatOutlivesItsTestTests.swift:"))
        #expect(report.contains("after that test ended"))
        #expect(report.contains("await task.value"))
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
