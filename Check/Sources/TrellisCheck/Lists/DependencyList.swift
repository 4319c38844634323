/// The actions and keys a feature uses, written as a Swift file a test target compiles, so
/// `expectAllPlugged` checks the list the sources imply instead of one kept by hand:
///
/// ```swift
/// // Sources/…/GalleryDependencies.swift, written by `trellis-check list --swift`
/// enum GalleryDependencies {
///     static let actions: [any Action.Type] = [CountLikes.self, LikePhoto.self]
///     static let injectionKeys: [any InjectionKey.Type] = [PhotosRepositoryKey.self]
/// }
///
/// // In a test:
/// expectAllPlugged(actions: GalleryDependencies.actions, injectionKeys: GalleryDependencies.injectionKeys)
/// ```
public struct DependencyList: Sendable {
    /// One enum in the file: its name and what it lists.
    public struct Entry: Sendable, Hashable {
        public let name: String
        /// What the entry covers, for its doc comment (`the hal9000 target`).
        public let subject: String
        public let usage: FeatureUsage

        public init(name: String, subject: String, usage: FeatureUsage) {
            self.name = name
            self.subject = subject
            self.usage = usage
        }
    }

    public let entries: [Entry]
    /// Modules imported plainly (where `Action` and `InjectionKey` live).
    public let imports: [String]
    /// Modules imported `@testable`, so internal actions and keys are visible.
    public let testableImports: [String]

    public init(entries: [Entry], imports: [String] = ["Trellis"], testableImports: [String]) {
        self.entries = entries
        self.imports = imports
        self.testableImports = testableImports
    }

    /// The list for each named target (`<Target>Dependencies`), or each folder.
    public static func make(_ analysis: Analysis, targets: [String], folders: [String], name: String?, imports: [String]) -> DependencyList {
        var entries: [Entry] = []
        for target in targets {
            entries.append(Entry(name: name ?? typeName(target) + "Dependencies", subject: "the `\(target)` target", usage: analysis.usage(ofTarget: target)))
        }
        for folder in folders {
            let last = folder.split(separator: "/").last.map(String.init) ?? folder
            entries.append(Entry(name: name ?? typeName(last) + "Dependencies", subject: "the files under `\(folder)`", usage: analysis.usage(ofFolder: folder)))
        }
        let declaring = Set(entries.flatMap { $0.usage.actions + $0.usage.keys }.compactMap(analysis.declaringTarget(of:)))
        let testable = declaring.filter { !analysis.isTest($0) }.sorted()
        return DependencyList(entries: entries, imports: imports, testableImports: testable)
    }

    /// The Swift file.
    public func swiftSource() -> String {
        var lines = [
            "// Written by `trellis-check list --swift` from the sources; do not edit by hand.",
            "// Write it again after adding or removing a call or a read: `trellis-check list --swift --check` fails while it is stale.",
            "",
        ]
        lines += imports.map { "import \($0)" }
        lines += testableImports.map { "@testable import \($0)" }
        for entry in entries {
            lines += [
                "",
                "/// The actions and injection keys \(entry.subject) uses, found in its sources.",
                "enum \(entry.name) {",
                "    static let actions: [any Action.Type] = [\(entry.usage.actions.map { "\($0).self" }.joined(separator: ", "))]",
                "    static let injectionKeys: [any InjectionKey.Type] = [\(entry.usage.keys.map { "\($0).self" }.joined(separator: ", "))]",
                "}",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The plain list, one `action Name` / `key Name` line per entry.
    public func text() -> String {
        entries.map { entry in
            ([entry.name + ":"] + entry.usage.actions.map { "  action \($0)" } + entry.usage.keys.map { "  key \($0)" }).joined(separator: "\n")
        }.joined(separator: "\n") + "\n"
    }

    /// `hal9000` → `Hal9000`, `photo-feed` → `PhotoFeed`.
    static func typeName(_ name: String) -> String {
        name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
