import ArgumentParser
import Foundation
import TrellisCheck

/// Runs a command's body; a reason the checker cannot run goes to standard error with exit
/// status 2, so scripts tell it from findings (status 1).
func failingClearly(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as CheckError {
        FileHandle.standardError.write(Data("trellis-check: error: \(error.message)\n".utf8))
        throw ExitCode(2)
    }
}
