import Foundation

/// A folder of its own under the temporary directory, removed when the value goes away: a
/// package or a tree of sources a test writes to disk.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-check-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `relative` under the folder.
    func path(_ relative: String) -> String {
        path + "/" + relative
    }

    /// Writes `text` as UTF-8 at `relative`, creating the folders it needs.
    func write(_ text: String, to relative: String) throws {
        try write(Data(text.utf8), to: relative)
    }

    func write(_ data: Data, to relative: String) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func createFolder(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    /// A symbolic link at `relative` to `destination`, written as given (`.` or `../Shared`).
    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }
}

extension TemporaryFolder {
    /// A package whose `Package.swift` declares a library `Feature` and, when `app` is set, an
    /// executable `App` depending on it, with `files` at their package-relative paths.
    static func package(app: Bool = false, files: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let targets = [".target(name: \"Feature\")"] + (app ? [".executableTarget(name: \"App\", dependencies: [\"Feature\"])"] : [])
        try folder.write("""
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(name: "Fixture", targets: [\(targets.joined(separator: ", "))])

            """, to: "Package.swift")
        for (path, text) in files { try folder.write(text, to: path) }
        return folder
    }
}
