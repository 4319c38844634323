import XCTest

/// An XCTest case that can keep the failures XCTest records for it while a check runs, so a
/// test can assert that the check fails the case, at which line, with which message.
///
/// Linux's XCTest has no `XCTExpectFailure`: while ``capturingFailures(isolation:_:)`` runs, the
/// case keeps the failures (`XCTFail` ends in `recordFailure`, or `record(_:)` on Apple
/// platforms) instead of failing; everywhere else a failure fails the case as usual.
class FailureCapturingTestCase: XCTestCase {
    /// A failure XCTest recorded for this case while capturing.
    struct CapturedFailure: Sendable {
        let message: String
        let file: String
        let line: Int

        /// `path:line`.
        var place: String { "\(file):\(line)" }
    }

    /// The failures being captured, or `nil` when failures fail the case.
    private let captured = Collected<[CapturedFailure]?>(nil)

    /// Runs `body`, keeping the failures XCTest records for this case instead of failing it.
    func capturingFailures(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async -> Void
    ) async -> [CapturedFailure] {
        captured.update { $0 = [] }
        await body()
        return stopCapturing()
    }

    /// Runs `body`, keeping the failures XCTest records for this case instead of failing it.
    func capturingFailures(_ body: () -> Void) -> [CapturedFailure] {
        captured.update { $0 = [] }
        body()
        return stopCapturing()
    }

    private func stopCapturing() -> [CapturedFailure] {
        let failures = captured.value ?? []
        captured.update { $0 = nil }
        return failures
    }

    /// Keeps a failure if capturing; returns whether it did.
    private func capture(_ message: String, file: String, line: Int) -> Bool {
        var kept = false
        captured.update { failures in
            guard failures != nil else { return }
            failures?.append(CapturedFailure(message: message, file: file, line: line))
            kept = true
        }
        return kept
    }

    #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
        let location = issue.sourceCodeContext.location
        guard !capture(issue.compactDescription, file: location?.fileURL.path ?? "", line: location?.lineNumber ?? 0) else { return }
        super.record(issue)
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard !capture(description, file: filePath, line: lineNumber) else { return }
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
    #endif
}
