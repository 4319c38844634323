/// The actions and keys a feature uses: those its own code calls and reads, and those called
/// and read by the helpers it calls — `photo.like()` uses `LikePhoto` when `like()` calls it.
///
/// Helpers are followed by name into free functions and members of other types (models,
/// repositories, extensions), but not into another screen's views, interactions, presenters,
/// interactors, routers, coordinators or view models, so a common method name (`start`,
/// `update`) does not pull one screen's dependencies into another's list.
public struct FeatureUsage: Hashable, Sendable, Codable {
    /// Declared actions used, sorted.
    public let actions: [String]
    /// Declared keys used, sorted.
    public let keys: [String]
}

extension Analysis {
    /// What the files matching `include` use.
    public func usage(ofFilesWhere include: (String) -> Bool) -> FeatureUsage {
        let reachability = Reachability(facts: facts)
        let roles = Roles(types)
        var byName: [String: [Reachability.FunctionID]] = [:]
        var roots: [Reachability.FunctionID] = []
        for (fileIndex, file) in facts.enumerated() {
            let isFeature = include(file.file)
            for (index, function) in file.functions.enumerated() {
                let id = Reachability.FunctionID(file: fileIndex, function: index)
                if isFeature {
                    roots.append(id)
                    continue
                }
                if let type = function.typeName, Self.isScreenPart(type, roles: roles) { continue }
                switch function.kind {
                case .function, .property: byName[function.name, default: []].append(id)
                case .initializer: if let type = function.typeName { byName[type, default: []].append(id) }
                case .topLevel: break
                }
            }
        }
        let reached = reachability.closure(of: roots, byName: byName)
        let declaredActions = Set(graph.actions.map(\.name))
        let declaredKeys = Set(graph.keys.map(\.name))
        var actions: Set<String> = []
        var keys: Set<String> = []
        var keyByProperty: [String: String] = [:]
        for file in facts {
            for property in file.keyProperties { keyByProperty[property.property] = property.key }
        }
        for id in reached {
            let file = facts[id.file]
            for call in file.actionCalls where call.function == id.function && declaredActions.contains(call.action) {
                actions.insert(call.action)
            }
            for read in file.reads where read.function == id.function {
                let key = switch read.key {
                case let .property(property): keyByProperty[property]
                case let .type(type): Optional(type)
                }
                if let key, declaredKeys.contains(key) { keys.insert(key) }
            }
        }
        return FeatureUsage(actions: actions.sorted(), keys: keys.sorted())
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

    static func isScreenPart(_ type: String, roles: Roles) -> Bool {
        roles.isView(type) || roles.isInteraction(type) || roles.isPresenter(type) || roles.isInteractor(type) || roles.isRouter(type)
            || type.hasSuffix("Coordinator") || type.hasSuffix("ViewModel") || type.hasSuffix("Screen") || type.hasSuffix("Controller")
    }

    /// The target that declares a type, if any.
    func declaringTarget(of type: String) -> String? {
        types.primary(type)?.target
    }
}
