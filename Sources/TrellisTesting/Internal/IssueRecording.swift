import Testing
#if canImport(XCTest)
import XCTest
#endif

/// Fails the running test with `message`, at the line of the test that called the check.
///
/// Every check of the kit reports through here, so each one fails a Swift Testing test and an
/// XCTest case alike (see ``TestFramework`` for how the framework is chosen). Outside any
/// test a failure has nowhere to go; rather than pass silently, the program stops with the
/// message and the caller's file and line.
func recordFailure(_ message: String, at site: CallSite) {
    recordFailure(message, at: site, in: TestFramework.current)
}

/// Records `message` in `framework`, or stops the program when it is `nil`.
///
/// The messages survive `-c release`: they go through `Issue.record`, `XCTFail` and
/// `fatalError`, none of which drops its text in an optimised build.
package func recordFailure(_ message: String, at site: CallSite, in framework: TestFramework?) {
    switch framework {
    case .swiftTesting:
        Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
    case .xcTest:
        #if canImport(XCTest)
        XCTFail(message, file: site.filePath, line: site.line)
        #else
        stopOutsideATest(message, at: site)
        #endif
    case nil:
        stopOutsideATest(message, at: site)
    }
}

/// Stops the program: a check that fails where no test runs must not pass silently.
private func stopOutsideATest(_ message: String, at site: CallSite) -> Never {
    fatalError(
        """
        Trellis: \(message)
        (checked at \(site.shortDescription), outside any test: TrellisTesting's checks report \
        to Swift Testing or XCTest, so call them from a @Test function or an XCTestCase test method)
        """,
        file: site.fileID,
        line: site.line
    )
}
