/// Finds a picture's screens: in each target, the parts that share a name once their part's
/// suffix is dropped (`UsersViewController`, `UsersPresenter` → `Users`), with the helpers they
/// hold that have no view of their own (`LikeInteraction`, held by the `Photo` screen).
struct ScreenGrouping {
    let analysis: Analysis
    let grouping: FeaturePicture.Grouping
    /// Whether a target's screens are drawn.
    let shown: (String) -> Bool

    /// The suffixes the patterns give a screen's parts, longest first so `ViewController` is
    /// dropped whole.
    static let partSuffixes = [
        "ViewController", "ViewModel", "ViewDelegate", "Interaction", "Interacting", "Interactor", "Presenter", "Presenting",
        "Coordinator", "Renderable", "Rendering", "Controller", "Router", "Module", "Screen", "Model", "View",
    ]

    /// The suffixes that make a part a view: a group without one is a helper of a screen.
    static let viewSuffixes = ["ViewController", "View", "Screen", "Rendering"]

    private struct Group {
        var types: Set<String> = []
        var hasView = false
    }

    func screens() -> [FeaturePicture.Screen] {
        let filesByTarget = Dictionary(grouping: analysis.facts.indices) { analysis.facts[$0].target }
        switch grouping {
        case .target:
            let usages = UsageIndex(analysis)
            return analysis.targets.filter { shown($0.name) }.compactMap { target in
                let roots = (filesByTarget[target.name] ?? []).flatMap { file in
                    analysis.facts[file].functions.indices.map { Reachability.FunctionID(file: file, function: $0) }
                }
                return screen(named: target.name, target: target.name, types: [], roots: roots, usages: usages)
            }
        case .screen:
            var found: [(target: String, stem: String, types: Set<String>)] = []
            for target in analysis.targets where shown(target.name) {
                for (stem, types) in self.groups(of: target.name, files: filesByTarget[target.name] ?? []).sorted(by: { $0.key < $1.key }) {
                    found.append((target.name, stem, types))
                }
            }
            // Every screen's parts are set apart from the helpers, so no screen's helpers wander
            // into another screen; a screen's own parts are its roots.
            let parts = found.reduce(into: Set<String>()) { $0.formUnion($1.types) }
            let usages = UsageIndex(analysis, screenParts: parts)
            let functions = FunctionsByType(analysis.facts)
            var borrowable: [String: [String: Set<String>]] = [:]
            return found.compactMap { group in
                if borrowable[group.target] == nil { borrowable[group.target] = borrowableParts(of: group.target) }
                return screen(group.stem, of: group.target, types: group.types, borrowable: borrowable[group.target]!, functions: functions, usages: usages)
            }
        }
    }

    /// A target's screens by name, each with its parts and the helpers they hold.
    private func groups(of target: String, files: [Int]) -> [String: Set<String>] {
        var groups: [String: Group] = [:]
        for file in files {
            for type in analysis.facts[file].types where type.kind != .extension {
                guard Self.isPart(type.name, roles: analysis.roles) || type.kind == .protocol, let stem = Self.stem(of: type.name) else { continue }
                groups[stem, default: Group()].types.insert(type.name)
                if Self.isView(type.name, roles: analysis.roles) { groups[stem]!.hasView = true }
            }
        }
        // A helper belongs to the screens whose parts hold one of its types.
        var members: [String: Set<String>] = groups.filter(\.value.hasView).mapValues(\.types)
        for (stem, group) in groups where !group.hasView {
            let holders = members.keys.filter { screen in
                members[screen]!.contains { type in
                    analysis.types.declarations[type]?.contains { $0.fact.properties.contains { !$0.typeNames.filter(group.types.contains).isEmpty } } ?? false
                }
            }
            if holders.isEmpty {
                members[stem] = group.types
            } else {
                for holder in holders { members[holder]!.formUnion(group.types) }
            }
        }
        return members
    }

    private func screen(
        _ stem: String, of target: String, types: Set<String>, borrowable: [String: Set<String>], functions: FunctionsByType, usages: UsageIndex
    ) -> FeaturePicture.Screen? {
        var roots = functions.of(types, inTargets: { $0 == target })
        // Parts of another target it makes (MVVM-C's coordinators make MVVM's view models and
        // views) do its work: what they use, it uses.
        var borrowed: Set<String> = []
        for root in roots {
            for call in analysis.facts[root.file].functions[root.function].calls {
                borrowed.formUnion(borrowable[call.name] ?? [])
            }
        }
        if !borrowed.isEmpty {
            roots += functions.of(borrowed, inTargets: { $0 != target })
        }
        // A screen calls or reads something itself: shared views and platform types do not.
        let own = usages.sites(reachedFrom: roots, depth: 0)
        guard !own.actions.isEmpty || !own.keys.isEmpty else { return nil }
        let parts = types.filter { analysis.types.kind(of: $0) != .protocol }.map(analysis.display).sorted()
        return screen(named: stem, target: target, types: parts, roots: roots, usages: usages)
    }

    /// The functions, initializers and properties of each type, found once for every screen.
    private struct FunctionsByType {
        private let facts: [SourceFacts]
        private let byType: [String: [Reachability.FunctionID]]

        init(_ facts: [SourceFacts]) {
            self.facts = facts
            var byType: [String: [Reachability.FunctionID]] = [:]
            for (file, source) in facts.enumerated() {
                for (index, function) in source.functions.enumerated() {
                    if let type = function.typeName { byType[type, default: []].append(Reachability.FunctionID(file: file, function: index)) }
                }
            }
            self.byType = byType
        }

        /// Those of `types` in the files of the targets `target` accepts, in file order.
        func of(_ types: Set<String>, inTargets target: (String) -> Bool) -> [Reachability.FunctionID] {
            types.flatMap { byType[$0] ?? [] }.filter { target(facts[$0.file].target) }.sorted { ($0.file, $0.function) < ($1.file, $1.function) }
        }
    }

    /// The screen parts of the targets `target` depends on, by the simple name a call makes one with.
    private func borrowableParts(of target: String) -> [String: Set<String>] {
        let dependencies = analysis.project.dependencies(of: target)
        var parts: [String: Set<String>] = [:]
        for (name, declarations) in analysis.types.declarations where Self.isPart(name, roles: analysis.roles) {
            if declarations.contains(where: { $0.fact.kind != .extension && $0.fact.kind != .protocol && dependencies.contains($0.target) }) {
                parts[String(SyntaxNames.simpleName(name)), default: []].insert(name)
            }
        }
        return parts
    }

    private func screen(named name: String, target: String, types: [String], roots: [Reachability.FunctionID], usages: UsageIndex) -> FeaturePicture.Screen? {
        let sites = usages.sites(reachedFrom: roots)
        guard !sites.actions.isEmpty || !sites.keys.isEmpty else { return nil }
        let uses = sites.actions.sorted { $0.key < $1.key }.map { FeaturePicture.Use(name: $0.key, isAction: true, count: $0.value) }
            + sites.keys.sorted { $0.key < $1.key }.map { FeaturePicture.Use(name: $0.key, isAction: false, count: $0.value) }
        return FeaturePicture.Screen(
            name: name, target: target, types: types,
            usage: FeatureUsage(actions: sites.actions.keys.sorted(), keys: sites.keys.keys.sorted()),
            uses: uses
        )
    }

    /// `UsersViewController` → `Users`; a nested part (`PhotoModule.Presenter`) takes the name of
    /// what encloses it. `nil` for a name that is all suffix (`ViewController`).
    static func stem(of name: String) -> String? {
        for component in name.split(separator: ".").reversed() {
            var stem = Substring(component)
            if let suffix = partSuffixes.first(where: { stem.hasSuffix($0) }) { stem = stem.dropLast(suffix.count) }
            if !stem.isEmpty, stem.first?.isUppercase == true { return String(stem) }
        }
        return nil
    }

    /// A part of a screen: one by its role, or named as the patterns name their parts.
    private static func isPart(_ name: String, roles: Roles) -> Bool {
        let simple = SyntaxNames.simpleName(name)
        return Analysis.isScreenPart(name, roles: roles) || partSuffixes.contains { simple.hasSuffix($0) && simple != $0 }
    }

    private static func isViewName(_ name: String) -> Bool {
        let simple = SyntaxNames.simpleName(name)
        return viewSuffixes.contains { simple.hasSuffix($0) }
    }

    private static func isView(_ name: String, roles: Roles) -> Bool {
        roles.isView(name) || isViewName(name)
    }
}
