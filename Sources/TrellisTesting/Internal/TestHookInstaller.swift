import TrellisStorage
import TrellisSupport
import TrellisTestingLoad

/// Installs the core's ``TestHook`` reporter: called by `TrellisTestingLoad`'s constructor as
/// the test binary loads, so that a read of an un-overridden dependency fails the running
/// test whichever test framework runs it. Only in a process started to run tests.
@_cdecl("trellis_testing_loaded")
func trellisTestingLoaded() {
    // A binary that links TrellisTesting but runs no test (a benchmark, a tool) keeps the
    // core's fast paths: nothing is installed.
    guard TestFramework.process != .none else { return }
    TestHook.install(
        TestHook.Reporter(
            isRunningTest: { TestFramework.current != nil },
            record: { message, fileID, line in
                recordFailure(message, at: CallSite(fileID: fileID, filePath: fileID, line: line, column: 1))
            },
            currentRun: { TestRuns.current }
        )
    )
    // An app hosting its tests ran its start-up before this bundle loaded: nothing it read or
    // installed may decide what a test reads.
    Storage.registry.holdBackForTests()
    Storage.registry.linkTests()
    #if canImport(XCTest)
    if TestFramework.process == .xcTest { XCTestRuns.observe() }
    #endif
}
