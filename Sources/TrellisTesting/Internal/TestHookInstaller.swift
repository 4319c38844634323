import TrellisSupport
import TrellisTestingLoad

/// Installs the core's ``TestHook`` reporter: called by `TrellisTestingLoad`'s constructor as
/// the test binary loads, so that a read of an un-overridden dependency fails the running
/// test whichever test framework runs it.
@_cdecl("trellis_testing_loaded")
func trellisTestingLoaded() {
    TestHook.install(
        TestHook.Reporter(
            isRunningTest: { TestFramework.current != nil },
            record: { message, fileID, line in
                recordFailure(message, at: CallSite(fileID: fileID, filePath: fileID, line: line, column: 1))
            }
        )
    )
}
