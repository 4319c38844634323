/// Which functions an executable's start-up can reach.
///
/// The start-up is the `@main` type's members (all of them: frameworks call `run()` or
/// `main()`) and those of application and scene delegates, or `main.swift`'s top-level code. From there a call reaches the functions and
/// initializers of its name whose parameters take its argument labels (`database.like(like)`
/// never reaches `like(as:)`); a name mentioned without a call (`install(configureGallery)`)
/// reaches everything of that name; naming a type reaches its initializers and the members
/// frameworks call on it (`run`, `main`, `body`). Receivers' types are not known, so this
/// over-approximates: a plug in a function sharing its name and labels with a called one counts
/// as reached. It never misses a plug passed by name.
struct Reachability {
    struct FunctionID: Hashable {
        let file: Int
        let function: Int
    }

    /// Delegates the system starts by name, not by a call in code (a scene delegate is named in
    /// Info.plist): their members are start-ups too.
    static let startUpDelegates: Set<String> = [
        "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "NSApplicationDelegate", "WKApplicationDelegate",
    ]

    let facts: [SourceFacts]

    /// The functions reached from `executable`'s start-up, reading only `files` (indices into
    /// `facts`: the executable's and its dependencies').
    func reached(from executable: String, files: [Int]) -> (reached: Set<FunctionID>, roots: [FunctionID]) {
        var mainTypes: Set<String> = []
        for file in files where facts[file].target == executable {
            for type in facts[file].types where type.isMain || !Self.startUpDelegates.isDisjoint(with: type.inherited) {
                mainTypes.insert(type.name)
            }
        }
        var roots: [FunctionID] = []
        for file in files where facts[file].target == executable {
            let source = facts[file]
            if source.isMainFile, source.hasTopLevelCode {
                roots.append(FunctionID(file: file, function: 0))
            }
            for (index, function) in source.functions.enumerated() where function.kind != .topLevel {
                if let type = function.typeName, mainTypes.contains(type) { roots.append(FunctionID(file: file, function: index)) }
            }
        }
        let index = FunctionIndex(facts: facts, files: files) { _ in true }
        return (index.closure(of: roots), roots)
    }
}

/// Functions by the names that reach them, over some files.
struct FunctionIndex {
    typealias ID = Reachability.FunctionID

    /// Members a framework calls on a type it was handed, so naming the type reaches them.
    static let frameworkEntryPoints: Set<String> = ["run", "main", "body", "application", "scene"]

    let facts: [SourceFacts]
    private var byName: [String: [ID]] = [:]
    private var initializers: [String: [ID]] = [:]
    private var entryPoints: [String: [ID]] = [:]

    /// Indexes the functions of `files` that `includes` accepts.
    init(facts: [SourceFacts], files: some Sequence<Int>, includes: (FunctionFact) -> Bool) {
        self.facts = facts
        for file in files {
            for (index, function) in facts[file].functions.enumerated() where includes(function) {
                let id = ID(file: file, function: index)
                switch function.kind {
                // Calls and mentions name a type as written, so its members are found by its
                // simple name: `PhotoViewController(…)` reaches every initializer of that name.
                case .initializer:
                    if let type = function.typeName { initializers[String(SyntaxNames.simpleName(type)), default: []].append(id) }
                case .function, .property:
                    byName[function.name, default: []].append(id)
                    if let type = function.typeName, Self.frameworkEntryPoints.contains(function.name) {
                        entryPoints[String(SyntaxNames.simpleName(type)), default: []].append(id)
                    }
                case .topLevel:
                    break
                }
            }
        }
    }

    /// What `id` reaches directly.
    func successors(of id: ID) -> [ID] {
        let function = facts[id.file].functions[id.function]
        var found: [ID] = []
        for name in function.references where !function.locals.contains(name) {
            found += byName[name] ?? []
            found += initializers[name] ?? []
            found += entryPoints[name] ?? []
        }
        for name in function.memberReferences {
            for candidate in byName[name] ?? [] where facts[candidate.file].functions[candidate.function].kind == .property {
                found.append(candidate)
            }
        }
        for call in function.calls {
            for candidate in (byName[call.name] ?? []) + (initializers[call.name] ?? []) where fits(call, candidate) {
                found.append(candidate)
            }
            found += entryPoints[call.name] ?? []
        }
        return found
    }

    private func fits(_ call: CallFact, _ candidate: ID) -> Bool {
        guard let parameters = facts[candidate.file].functions[candidate.function].parameters else { return true }
        return call.fits(parameters)
    }

    /// Everything `roots` reach, `roots` included; with `depth`, only what is at most that
    /// many calls away.
    func closure(of roots: [ID], depth: Int = .max) -> Set<ID> {
        var reached = Set(roots)
        var frontier = roots
        var level = 0
        while !frontier.isEmpty, level < depth {
            var next: [ID] = []
            for id in frontier {
                for candidate in successors(of: id) where reached.insert(candidate).inserted {
                    next.append(candidate)
                }
            }
            frontier = next
            level += 1
        }
        return reached
    }
}
