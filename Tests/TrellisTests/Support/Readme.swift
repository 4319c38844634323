import Foundation

/// The text of the package's README.md, which the tests hold to the code it shows.
func readme() throws -> String {
    let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
}
