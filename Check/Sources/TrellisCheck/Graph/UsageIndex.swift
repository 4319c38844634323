/// What each function uses — the declared actions it calls and keys it reads, itself and through
/// the helpers it calls up to ``Analysis/helperDepth`` deep — worked out once per analysis and
/// remembered, so asking for every screen of a package costs what the screens hold, not the
/// screens times the package.
///
/// What a function uses within `d` calls is what it uses itself and what each name it writes
/// reaches within `d - 1`; what a name reaches is remembered by name, so `repository.items()`
/// written in a thousand screens looks up the thousand `items()` functions once. This is the
/// same set a breadth-first walk `d` calls deep finds: a function is within `d` calls exactly
/// when some chain of at most `d` calls leads to it.
final class UsageIndex {
    typealias ID = Reachability.FunctionID

    private struct Uses {
        var actions: Set<String> = []
        var keys: Set<String> = []

        mutating func formUnion(_ other: Uses) {
            actions.formUnion(other.actions)
            keys.formUnion(other.keys)
        }
    }

    private struct FunctionAtDepth: Hashable {
        let id: ID
        let depth: Int
    }

    private struct ReferenceAtDepth: Hashable {
        let reference: FunctionIndex.Reference
        let depth: Int
    }

    private let facts: [SourceFacts]
    /// Helpers: every function but the parts of a screen (views, interactions, presenters…), so
    /// a common method name (`start`, `update`) does not pull one screen's uses into another's.
    private let helpers: FunctionIndex
    private let filesByPath: [String: [Int]]
    private var own: [ID: Uses] = [:]
    private var byFunction: [FunctionAtDepth: Uses] = [:]
    private var byReference: [ReferenceAtDepth: Uses] = [:]

    init(_ analysis: Analysis) {
        facts = analysis.facts
        let roles = Roles(analysis.types)
        helpers = FunctionIndex(facts: facts, files: facts.indices) { function in
            function.typeName.map { !Analysis.isScreenPart($0, roles: roles) } ?? true
        }
        filesByPath = Dictionary(grouping: facts.indices) { analysis.facts[$0].file }
        let declaredActions = Set(analysis.graph.actions.map(\.name))
        let declaredKeys = Set(analysis.graph.keys.map(\.name))
        var keyByProperty: [String: String] = [:]
        for file in facts {
            for property in file.keyProperties { keyByProperty[property.property] = property.key }
        }
        for (fileIndex, file) in facts.enumerated() {
            for call in file.actionCalls where declaredActions.contains(call.action) {
                own[ID(file: fileIndex, function: call.function), default: Uses()].actions.insert(call.action)
            }
            for read in file.reads {
                let key = switch read.key {
                case let .property(property): keyByProperty[property]
                case let .type(type): Optional(type)
                }
                if let key, declaredKeys.contains(key) { own[ID(file: fileIndex, function: read.function), default: Uses()].keys.insert(key) }
            }
        }
    }

    /// What the functions of `files` (package-relative paths) use.
    func usage(ofFiles files: some Sequence<String>) -> FeatureUsage {
        var found = Uses()
        for file in files {
            for fileIndex in filesByPath[file] ?? [] {
                for function in facts[fileIndex].functions.indices {
                    found.formUnion(uses(ID(file: fileIndex, function: function), within: Analysis.helperDepth))
                }
            }
        }
        return FeatureUsage(actions: found.actions.sorted(), keys: found.keys.sorted())
    }

    private func uses(_ id: ID, within depth: Int) -> Uses {
        let memo = FunctionAtDepth(id: id, depth: depth)
        if let known = byFunction[memo] { return known }
        var found = own[id] ?? Uses()
        if depth > 0 {
            for reference in helpers.references(of: id) { found.formUnion(uses(reference, within: depth - 1)) }
        }
        byFunction[memo] = found
        return found
    }

    /// What the helpers `reference` reaches use, within `depth` further calls.
    private func uses(_ reference: FunctionIndex.Reference, within depth: Int) -> Uses {
        let memo = ReferenceAtDepth(reference: reference, depth: depth)
        if let known = byReference[memo] { return known }
        var found = Uses()
        for candidate in helpers.candidates(of: reference) { found.formUnion(uses(candidate, within: depth)) }
        byReference[memo] = found
        return found
    }
}
