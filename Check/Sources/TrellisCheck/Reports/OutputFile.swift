import Foundation

/// Writes what a command was asked to write — a report, a baseline, a list, a new screen's
/// files — at the path the user gave.
public enum OutputFile {
    /// Writes `text` at `path`, creating the folders it needs, as `mkdir -p` would.
    ///
    /// - Throws: ``CheckError`` naming the path and the reason when it cannot be written (a
    ///   file where a folder should be, no permission), so the run stops with status 2
    ///   ("cannot run") rather than 1 ("findings").
    public static func write(_ text: String, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            if !directory.isEmpty {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
            throw CheckError("cannot write \(path): \(reason); choose a path in a folder you can write to")
        }
    }
}
