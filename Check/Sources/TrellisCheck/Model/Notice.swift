/// What a run says about what it read, apart from the rules' findings: a file that does not
/// parse, a project that does not use Trellis, no start-up to judge plugs against. A notice
/// never fails the run, and a baseline never records one.
public struct Notice: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// No file read imports Trellis: the rules, written for apps on the kit, were not run.
        case noTrellisImport = "no-trellis-import"
        /// No executable's start-up among the targets read: whether the app plugs each action
        /// and installs each required key could not be judged.
        case noStartUp = "no-start-up"
        /// A file the parser could not read in full; the checker used what it recovered.
        case unparsableFile = "unparsable-file"
        /// A file saved as UTF-16: read, but the compiler refuses it.
        case utf16File = "utf16-file"
        /// A file listed but not readable.
        case unreadableFile = "unreadable-file"
        /// A target whose `swiftSettings` the manifest reader could not follow, in a manifest
        /// that sets a default isolation: the rules that depend on it judged nothing there.
        case unknownIsolation = "unknown-isolation"
    }

    public let kind: Kind
    /// What happened and what to do about it, in one sentence.
    public let message: String
    /// The file and place, for a notice about one file.
    public let location: Location?

    public init(kind: Kind, message: String, location: Location? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
    }
}
