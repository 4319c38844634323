/// What functions use — the declared actions they call and keys they read, themselves and
/// through the helpers they call up to ``Analysis/helperDepth`` deep, and at how many places —
/// worked out once per analysis and remembered, so asking for every screen of a package costs
/// what the screens hold, not the screens times the package.
///
/// What a function reaches within `d` calls is itself and what each name it writes reaches
/// within `d - 1`; what a name reaches is remembered by name, so `repository.items()` written in
/// a thousand screens looks up the thousand `items()` functions once. This is the same set a
/// breadth-first walk `d` calls deep finds: a function is within `d` calls exactly when some
/// chain of at most `d` calls leads to it. Only the reached functions that call an action or
/// read a key are remembered, and each counts its call sites and reads once, however many
/// chains lead to it.
///
/// Helpers are followed only into the targets the roots' code can see: the roots' own targets
/// and those they depend on (every target, when one comes without a manifest, as `--sources`
/// folders do). What a name reaches is remembered for each such set of targets.
final class UsageIndex {
    typealias ID = Reachability.FunctionID

    /// A function's own call sites of declared actions and reads of declared keys.
    private struct Sites {
        var actions: [String: Int] = [:]
        var keys: [String: Int] = [:]
    }

    private struct FunctionAtDepth: Hashable {
        let id: ID
        let depth: Int
        let scope: Int
    }

    private struct ReferenceAtDepth: Hashable {
        let reference: FunctionIndex.Reference
        let depth: Int
        let scope: Int
    }

    private let analysis: Analysis
    /// Helpers: every function but the parts of a screen (views, interactions, presenters…) and
    /// of the types set apart at init, so a common method name (`start`, `update`) does not pull
    /// one screen's uses into another's.
    private let helpers: FunctionIndex
    private let filesByPath: [String: [Int]]
    private var own: [ID: Sites] = [:]
    /// The targets each scope sees, `nil` for every target; a scope is its index here.
    private var scopes: [Set<String>?] = []
    private var scopeByRootTargets: [Set<String>: Int] = [:]
    private var byFunction: [FunctionAtDepth: Set<ID>] = [:]
    private var byReference: [ReferenceAtDepth: Set<ID>] = [:]

    /// - Parameter screenParts: types never followed into as helpers, beside those whose role
    ///   makes them a screen's part: the picture's screens' parts, so that no screen's helpers
    ///   wander into another screen.
    init(_ analysis: Analysis, screenParts: Set<String> = []) {
        self.analysis = analysis
        let facts = analysis.facts
        let roles = analysis.roles
        helpers = FunctionIndex(facts: facts, files: facts.indices) { function in
            function.typeName.map { !Analysis.isScreenPart($0, roles: roles) && !screenParts.contains($0) } ?? true
        }
        filesByPath = Dictionary(grouping: facts.indices) { facts[$0].file }
        let declaredActions = Set(analysis.graph.actions.map(\.name))
        let declaredKeys = Set(analysis.graph.keys.map(\.name))
        var keyByProperty: [String: String] = [:]
        for file in facts {
            for property in file.keyProperties { keyByProperty[property.property] = property.key }
        }
        for (fileIndex, file) in facts.enumerated() {
            for call in file.actionCalls where declaredActions.contains(call.action) {
                own[ID(file: fileIndex, function: call.function), default: Sites()].actions[call.action, default: 0] += 1
            }
            for read in file.reads {
                let key = switch read.key {
                case let .property(property): keyByProperty[property]
                case let .type(type): Optional(type)
                }
                if let key, declaredKeys.contains(key) { own[ID(file: fileIndex, function: read.function), default: Sites()].keys[key, default: 0] += 1 }
            }
        }
    }

    /// What the functions of `files` (package-relative paths) use.
    func usage(ofFiles files: some Sequence<String>) -> FeatureUsage {
        var roots: [ID] = []
        for file in files {
            for fileIndex in filesByPath[file] ?? [] {
                roots += analysis.facts[fileIndex].functions.indices.map { ID(file: fileIndex, function: $0) }
            }
        }
        let sites = sites(reachedFrom: roots)
        return FeatureUsage(actions: sites.actions.keys.sorted(), keys: sites.keys.keys.sorted())
    }

    /// How many calls of each declared action and reads of each declared key `roots` make,
    /// themselves and through the helpers they call up to `depth` calls away.
    func sites(reachedFrom roots: [ID], depth: Int = Analysis.helperDepth) -> (actions: [String: Int], keys: [String: Int]) {
        let scope = scope(of: roots)
        var reached: Set<ID> = []
        for root in roots { reached.formUnion(using(root, within: depth, scope: scope)) }
        var total = Sites()
        for id in reached {
            guard let sites = own[id] else { continue }
            total.actions.merge(sites.actions, uniquingKeysWith: +)
            total.keys.merge(sites.keys, uniquingKeysWith: +)
        }
        return (total.actions, total.keys)
    }

    /// The functions `id` reaches within `depth` calls that call an action or read a key.
    private func using(_ id: ID, within depth: Int, scope: Int) -> Set<ID> {
        let memo = FunctionAtDepth(id: id, depth: depth, scope: scope)
        if let known = byFunction[memo] { return known }
        var found: Set<ID> = own[id] == nil ? [] : [id]
        if depth > 0 {
            for reference in helpers.references(of: id) { found.formUnion(using(reference, within: depth - 1, scope: scope)) }
        }
        byFunction[memo] = found
        return found
    }

    /// What the helpers `reference` reaches in `scope` use, within `depth` further calls.
    private func using(_ reference: FunctionIndex.Reference, within depth: Int, scope: Int) -> Set<ID> {
        let memo = ReferenceAtDepth(reference: reference, depth: depth, scope: scope)
        if let known = byReference[memo] { return known }
        let visible = scopes[scope]
        var found: Set<ID> = []
        for candidate in helpers.candidates(of: reference) where visible?.contains(analysis.facts[candidate.file].target) ?? true {
            found.formUnion(using(candidate, within: depth, scope: scope))
        }
        byReference[memo] = found
        return found
    }

    /// The scope of the targets code in `roots` can call into: those of the roots' targets and
    /// of the targets they depend on; every target when a root's target comes without a manifest.
    private func scope(of roots: [ID]) -> Int {
        let rootTargets = Set(roots.map { analysis.facts[$0.file].target })
        if let known = scopeByRootTargets[rootTargets] { return known }
        let project = analysis.project
        var visible: Set<String>? = rootTargets
        if rootTargets.allSatisfy({ project.target(named: $0)?.declaresDependencies ?? false }) {
            for target in rootTargets { visible?.formUnion(project.dependencies(of: target)) }
        } else {
            visible = nil
        }
        scopes.append(visible)
        scopeByRootTargets[rootTargets] = scopes.count - 1
        return scopes.count - 1
    }
}
