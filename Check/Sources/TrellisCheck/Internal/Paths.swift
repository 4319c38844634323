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
        FileIdentity(path)?.isDirectory == true
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// The Swift files under `directory` (package-relative), sorted, skipping hidden folders,
    /// build folders and nested packages.
    ///
    /// Each real folder is read once, however many symbolic links lead to it: a link back up
    /// the tree (`Sources/loop -> .`) would otherwise be followed without end, and two links to
    /// one folder would read its files twice and report each finding twice. Folders are known
    /// by device and inode, so a link, a relative link and a bind mount are all seen through.
    static func swiftFiles(under directory: String, root: String, excluding excluded: [String] = []) -> [String] {
        var found: [String] = []
        var visited: Set<FileIdentity> = []
        if let identity = FileIdentity(join(root, directory)) { visited.insert(identity) }
        collect(directory, root: root, excluded: Set(excluded), visited: &visited, into: &found)
        return found.sorted()
    }

    private static func collect(_ directory: String, root: String, excluded: Set<String>, visited: inout Set<FileIdentity>, into found: inout [String]) {
        let absolute = join(root, directory)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: absolute) else { return }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let relative = directory.isEmpty || directory == "." ? entry : directory + "/" + entry
            if excluded.contains(relative) { continue }
            let path = join(root, relative)
            guard let identity = FileIdentity(path) else { continue }
            if identity.isDirectory {
                if exists(path + "/Package.swift") { continue }
                guard visited.insert(identity).inserted else { continue }
                collect(relative, root: root, excluded: excluded, visited: &visited, into: &found)
            } else if entry.hasSuffix(".swift") {
                found.append(relative)
            }
        }
    }

    static func read(_ path: String) throws -> String {
        try String(decoding: contents(of: path), as: UTF8.self)
    }

    static func contents(of path: String) throws -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CheckError("cannot read \(path): check that the file exists and is readable")
        }
        return data
    }
}
