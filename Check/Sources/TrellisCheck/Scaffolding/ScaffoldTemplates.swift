import Foundation

/// The templates of each pattern's screen, read from the `Templates` folder the package copies
/// into the module's bundle: a template is edited as the Swift it writes, and what every pattern
/// writes (the action, the stub its test plugs) is kept once, in `Templates/Shared`. The layout
/// and the placeholders are in `Templates/README.md`.
struct ScaffoldTemplates {
    /// One template file: its name and text, placeholders not yet filled.
    struct Template {
        let name: String
        let text: String
    }

    /// The folder of what every pattern writes.
    static let sharedFolder = "Shared"

    /// The `Templates` folder.
    let root: URL

    /// The templates in the module's bundle, or at `root`.
    ///
    /// - Throws: ``CheckError`` when there is no `Templates` folder.
    init(root: URL? = Bundle.module.url(forResource: "Templates", withExtension: nil)) throws {
        guard let root else {
            throw CheckError("the scaffold templates are missing: no Templates folder in \(Bundle.module.bundlePath); build trellis-check with SwiftPM, which copies it there")
        }
        self.root = root
    }

    /// The pattern's sources, the shared ones (the action) first.
    ///
    /// - Throws: ``CheckError`` naming a template folder that is missing or empty, or a file
    ///   that cannot be read.
    func sources(of pattern: Scaffold.Pattern) throws -> [Template] {
        try templates(in: "\(Self.sharedFolder)/Sources") + templates(in: "\(pattern.folder)/Sources")
    }

    /// The pattern's test, then the shared files it needs (the stub it plugs).
    ///
    /// - Throws: As ``sources(of:)``.
    func tests(of pattern: Scaffold.Pattern) throws -> [Template] {
        try templates(in: "\(pattern.folder)/Tests") + templates(in: "\(Self.sharedFolder)/Tests")
    }

    /// The folders of `Templates`, the shared one among them: each is a pattern's, or shared.
    func folders() throws -> [String] {
        try FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: [.isDirectoryKey])
            .filter { try $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory == true }
            .map(\.lastPathComponent)
            .sorted()
    }

    /// The templates in `folder`, relative to `Templates`, in name order.
    private func templates(in folder: String) throws -> [Template] {
        let url = root.appendingPathComponent(folder, isDirectory: true)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else {
            throw CheckError("the scaffold template folder Templates/\(folder) is missing from \(root.path)")
        }
        let files = names.filter { !$0.hasPrefix(".") }.sorted()
        guard !files.isEmpty else {
            throw CheckError("the scaffold template folder Templates/\(folder) is empty, in \(root.path)")
        }
        return try files.map { name in
            guard let text = try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) else {
                throw CheckError("the scaffold template Templates/\(folder)/\(name) cannot be read as UTF-8, in \(root.path)")
            }
            return Template(name: name, text: text)
        }
    }
}
