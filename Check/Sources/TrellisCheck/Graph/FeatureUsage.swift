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
    /// What the files matching `include` use.
    public func usage(ofFilesWhere include: (String) -> Bool) -> FeatureUsage {
        var roots: [Reachability.FunctionID] = []
        for (fileIndex, file) in facts.enumerated() where include(file.file) {
            roots += file.functions.indices.map { Reachability.FunctionID(file: fileIndex, function: $0) }
        }
        let sites = sites(reachedFrom: roots)
        return FeatureUsage(actions: sites.actions.keys.sorted(), keys: sites.keys.keys.sorted())
    }

    /// How many calls of each declared action and reads of each declared key `roots` make,
    /// themselves and through the helpers they call up to `depth` calls away (see ``FeatureUsage``),
    /// never into the members of `otherScreens`.
    func sites(
        reachedFrom roots: [Reachability.FunctionID], depth: Int = Analysis.helperDepth, otherScreens: Set<String> = []
    ) -> (actions: [String: Int], keys: [String: Int]) {
        let index = FunctionIndex(facts: facts, files: files(visibleFrom: roots)) { function in
            function.typeName.map { !Self.isScreenPart($0, roles: roles) && !otherScreens.contains($0) } ?? true
        }
        let reached = index.closure(of: roots, depth: depth)
        let declaredActions = Set(graph.actions.map(\.name))
        let declaredKeys = Set(graph.keys.map(\.name))
        var actions: [String: Int] = [:]
        var keys: [String: Int] = [:]
        var keyByProperty: [String: String] = [:]
        for file in facts {
            for property in file.keyProperties { keyByProperty[property.property] = property.key }
        }
        for id in reached {
            let file = facts[id.file]
            for call in file.actionCalls where call.function == id.function && declaredActions.contains(call.action) {
                actions[call.action, default: 0] += 1
            }
            for read in file.reads where read.function == id.function {
                let key = switch read.key {
                case let .property(property): keyByProperty[property]
                case let .type(type): Optional(type)
                }
                if let key, declaredKeys.contains(key) { keys[key, default: 0] += 1 }
            }
        }
        return (actions, keys)
    }

    /// The files code in `roots` can call into: those of the roots' targets and of the targets
    /// they depend on. Every file, when a root's target comes without a manifest (`--sources`).
    private func files(visibleFrom roots: [Reachability.FunctionID]) -> [Int] {
        let rootTargets = Set(roots.map { facts[$0.file].target })
        guard rootTargets.allSatisfy({ project.target(named: $0)?.declaresDependencies ?? false }) else { return Array(facts.indices) }
        var visible = rootTargets
        for target in rootTargets { visible.formUnion(project.dependencies(of: target)) }
        return facts.indices.filter { visible.contains(facts[$0].target) }
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
