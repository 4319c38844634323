import Foundation

/// Joining, listing and reading the package's files.
enum Paths {
    /// `root` joined with a package-relative `path`; a root of `.` or `""` leaves it relative.
    static func join(_ root: String, _ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if root.isEmpty || root == "." { return path }
        return root.hasSuffix("/") ? root + path : root + "/" + path
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// The Swift files under `directory` (package-relative), sorted, skipping hidden folders,
    /// build folders and nested packages.
    static func swiftFiles(under directory: String, root: String, excluding excluded: [String] = []) -> [String] {
        var found: [String] = []
        collect(directory, root: root, excluded: Set(excluded), into: &found)
        return found.sorted()
    }

    private static func collect(_ directory: String, root: String, excluded: Set<String>, into found: inout [String]) {
        let absolute = join(root, directory)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: absolute) else { return }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let relative = directory.isEmpty || directory == "." ? entry : directory + "/" + entry
            if excluded.contains(relative) { continue }
            let path = join(root, relative)
            if isDirectory(path) {
                if exists(path + "/Package.swift") { continue }
                collect(relative, root: root, excluded: excluded, into: &found)
            } else if entry.hasSuffix(".swift") {
                found.append(relative)
            }
        }
    }

    static func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CheckError("cannot read \(path): check that the file exists and is readable")
        }
        return String(decoding: data, as: UTF8.self)
    }

    static func write(_ text: String, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}
