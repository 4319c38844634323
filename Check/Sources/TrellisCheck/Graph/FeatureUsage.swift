/// The actions and keys a feature uses: those its own code calls and reads, and those called
/// and read by the helpers it calls — `photo.like()` uses `LikePhoto` when `like()` calls it.
///
/// Helpers are followed by name and argument labels, up to three calls deep, into free
/// functions and members of other types (models, repositories, extensions) of the targets the
/// feature's code can see (its own and those it depends on), but not into
/// another screen's views, interactions, presenters, interactors, routers, coordinators or view
/// models, so a common method name (`start`, `update`) does not pull one screen's dependencies
/// into another's list.
public struct FeatureUsage: Hashable, Sendable, Codable {
    /// Declared actions used, sorted.
    public let actions: [String]
    /// Declared keys used, sorted.
    public let keys: [String]

    public init(actions: [String], keys: [String]) {
        self.actions = actions
        self.keys = keys
    }
}

extension Analysis {
    /// What the files matching `include` use. To ask about many groups of files, as the
    /// picture does for each screen, ask one ``UsageIndex``.
    public func usage(ofFilesWhere include: (String) -> Bool) -> FeatureUsage {
        UsageIndex(self).usage(ofFiles: facts.map(\.file).filter(include))
    }

    /// What the named target uses.
    public func usage(ofTarget name: String) -> FeatureUsage {
        let files = Set(facts.filter { $0.target == name }.map(\.file))
        return usage(ofFilesWhere: files.contains)
    }

    /// What the files under a package-relative folder use.
    public func usage(ofFolder folder: String) -> FeatureUsage {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return usage(ofFilesWhere: { $0.hasPrefix(prefix) })
    }

    /// How many calls deep helpers are followed: `photo.like()` is one, a helper calling it two.
    static let helperDepth = 3

    /// A part of a screen, where helpers are not followed: one by its role, or by the names the
    /// patterns give their parts. Names only bound how far a list follows calls; no rule reads them.
    static func isScreenPart(_ type: String, roles: Roles) -> Bool {
        if roles.isView(type) || roles.isInteraction(type) || roles.isPresenter(type) || roles.isInteractor(type) || roles.isRouter(type) {
            return true
        }
        let simple = SyntaxNames.simpleName(type)
        guard !simple.hasPrefix("Weak") else { return false }
        return screenPartSuffixes.contains { simple.hasSuffix($0) }
    }

    /// How the patterns name their screens' parts.
    static let screenPartSuffixes = [
        "View", "ViewController", "Rendering", "Interaction", "Presenter", "Presenting", "Interactor", "Router", "Coordinator", "ViewModel",
        "Screen", "Controller",
    ]

    /// The target that declares a type, if any.
    func declaringTarget(of type: String) -> String? {
        types.primary(type)?.target
    }
}
