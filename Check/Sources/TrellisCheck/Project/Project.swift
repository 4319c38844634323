/// The sources to check: a package's targets (read from its `Package.swift`), folders named on
/// the command line, or files held in memory (tests).
public struct Project: Sendable {
    /// The package root as the user named it; reports print paths joined with it.
    public let root: String
    public let targets: [SourceTarget]
    /// Texts of files that live in memory, by package-relative path.
    let texts: [String: String]
    /// What the run says about the manifest, by the target it is about: settings it could not
    /// read.
    let manifestNotices: [String: Notice]

    public init(root: String = ".", targets: [SourceTarget], texts: [String: String] = [:]) {
        self.init(root: root, targets: targets, texts: texts, manifestNotices: [:])
    }

    init(root: String, targets: [SourceTarget], texts: [String: String], manifestNotices: [String: Notice]) {
        self.root = root
        self.targets = targets
        self.texts = texts
        self.manifestNotices = manifestNotices
    }

    /// The package at `root`, its targets read from `Package.swift`.
    ///
    /// - Throws: ``CheckError`` for a manifest that is not there, does not parse, or declares
    ///   no target the reader can follow.
    public static func package(at root: String) throws -> Project {
        let (targets, notices) = try ManifestReader.read(packageAt: root)
        return Project(root: root, targets: targets, texts: [:], manifestNotices: notices)
    }

    /// One target per folder (package-relative), named after the folder; a folder with a
    /// `main.swift` or an `@main` type is an executable.
    ///
    /// - Throws: ``CheckError`` for a folder that is not there.
    public static func folders(_ folders: [String], root: String = ".") throws -> Project {
        try Project(root: root, targets: folders.map { folder in
            let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
            guard let identity = FileIdentity(Paths.join(root, trimmed)), identity.isDirectory else {
                let what = Paths.exists(Paths.join(root, trimmed)) ? "\(trimmed) is a file, not a folder," : "no folder \(trimmed)"
                throw CheckError("\(what) in \(root.isEmpty ? "." : root): --sources takes folders relative to --package-path")
            }
            let name = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
            let files = Paths.swiftFiles(under: trimmed, root: root)
            let kind: SourceTarget.Kind = files.contains { $0.hasSuffix("/main.swift") } ? .executable : .library
            return SourceTarget(name: name, kind: kind, path: trimmed, files: files, declaresDependencies: false, defaultIsolation: .unknown)
        })
    }

    /// A project held in memory: each target's files by path, with their text.
    public static func inMemory(_ targets: [(target: SourceTarget, files: [String: String])]) -> Project {
        var texts: [String: String] = [:]
        var listed: [SourceTarget] = []
        for (target, files) in targets {
            var target = target
            target.files = files.keys.sorted()
            texts.merge(files) { _, new in new }
            listed.append(target)
        }
        return Project(root: ".", targets: listed, texts: texts)
    }

    public func target(named name: String) -> SourceTarget? {
        targets.first { $0.name == name }
    }

    /// The targets to read to check `names`: them, the targets they depend on, and the targets
    /// that depend on them (whose start-up may plug what they call), with those targets'
    /// dependencies. Every target when `names` is empty.
    public func scope(for names: [String]) throws -> [SourceTarget] {
        guard !names.isEmpty else { return targets }
        for name in names where target(named: name) == nil {
            let known = targets.map(\.name).joined(separator: ", ")
            throw CheckError("no target named '\(name)' in \(root): the package has \(known)")
        }
        let dependents = targets.filter { candidate in
            !dependencies(of: candidate.name).isDisjoint(with: names)
        }.map(\.name)
        var needed: Set<String> = []
        for name in names + dependents {
            needed.insert(name)
            needed.formUnion(dependencies(of: name))
        }
        return targets.filter { needed.contains($0.name) }
    }

    /// Every target `name` depends on, directly or through others.
    func dependencies(of name: String) -> Set<String> {
        var found: Set<String> = []
        var pending = target(named: name)?.dependencies ?? []
        while let next = pending.popLast() {
            guard found.insert(next).inserted else { continue }
            pending += target(named: next)?.dependencies ?? []
        }
        return found
    }

    /// The text of a package-relative file.
    func source(of path: String) throws -> SourceText {
        if let text = texts[path] { return SourceText(text) }
        return try SourceText(Paths.contents(of: Paths.join(root, path)))
    }
}
