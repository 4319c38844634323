import ArgumentParser
import Foundation
import TrellisCheck

/// Runs a command's body; a reason the checker cannot run goes to standard error with exit
/// status 2, so scripts tell it from findings (status 1).
func failingClearly(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as CheckError {
        standardError("trellis-check: error: \(error.message)")
        throw ExitCode(2)
    }
}

/// One line on standard error: what the run says beside its output.
func standardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// Says what kept the analysis from being the whole answer, on standard error, beside output
/// that is data (a graph, a list): the line that no file imports Trellis — then `false`: there
/// is nothing to draw or list — or one line per file not read in full.
func reportingNotices(of analysis: Analysis, root: String) -> Bool {
    if let notice = analysis.noTrellisNotice {
        standardError(TextReport(root: root).render(notice))
        return false
    }
    for notice in analysis.notices {
        standardError(TextReport(root: root).render(notice))
    }
    return true
}
