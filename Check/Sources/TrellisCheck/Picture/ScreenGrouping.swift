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
        var screens: [FeaturePicture.Screen] = []
        switch grouping {
        case .target:
            for target in analysis.targets where shown(target.name) {
                let files = analysis.facts.indices.filter { analysis.facts[$0].target == target.name }
                let roots = files.flatMap { file in analysis.facts[file].functions.indices.map { Reachability.FunctionID(file: file, function: $0) } }
                if let screen = screen(named: target.name, target: target.name, types: [], roots: roots, otherScreens: []) { screens.append(screen) }
            }
        case .screen:
            var found: [(target: String, stem: String, types: Set<String>, files: [Int])] = []
            for target in analysis.targets where shown(target.name) {
                let files = analysis.facts.indices.filter { analysis.facts[$0].target == target.name }
                for (stem, types) in self.groups(of: target.name, files: files).sorted(by: { $0.key < $1.key }) {
                    found.append((target.name, stem, types, files))
                }
            }
            // Every screen's parts, so no screen's helpers wander into another screen.
            let parts = found.reduce(into: Set<String>()) { $0.formUnion($1.types) }
            for group in found {
                if let screen = screen(group.stem, of: group.target, types: group.types, files: group.files, otherScreens: parts.subtracting(group.types)) {
                    screens.append(screen)
                }
            }
        }
        return screens
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

    private func screen(_ stem: String, of target: String, types: Set<String>, files: [Int], otherScreens: Set<String>) -> FeaturePicture.Screen? {
        let borrowable = borrowableParts(of: target)
        var roots = functions(of: types, in: files)
        // Parts of another target it makes (MVVM-C's coordinators make MVVM's view models and
        // views) do its work: what they use, it uses.
        var borrowed: Set<String> = []
        for root in roots {
            for call in analysis.facts[root.file].functions[root.function].calls {
                borrowed.formUnion(borrowable[call.name] ?? [])
            }
        }
        if !borrowed.isEmpty {
            roots += functions(of: borrowed, in: analysis.facts.indices.filter { analysis.facts[$0].target != target })
        }
        // A screen calls or reads something itself: shared views and platform types do not.
        let own = analysis.sites(reachedFrom: roots, depth: 0)
        guard !own.actions.isEmpty || !own.keys.isEmpty else { return nil }
        let parts = types.filter { analysis.types.kind(of: $0) != .protocol }.map(analysis.display).sorted()
        return screen(named: stem, target: target, types: parts, roots: roots, otherScreens: otherScreens.subtracting(borrowed))
    }

    /// The functions, initializers and properties of `types` in `files`.
    private func functions(of types: Set<String>, in files: [Int]) -> [Reachability.FunctionID] {
        var found: [Reachability.FunctionID] = []
        for file in files {
            for (index, function) in analysis.facts[file].functions.enumerated() where function.typeName.map(types.contains) ?? false {
                found.append(Reachability.FunctionID(file: file, function: index))
            }
        }
        return found
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

    private func screen(named name: String, target: String, types: [String], roots: [Reachability.FunctionID], otherScreens: Set<String>) -> FeaturePicture.Screen? {
        let sites = analysis.sites(reachedFrom: roots, otherScreens: otherScreens)
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
