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

    /// How a function names others: the unit successors are found by, so a name written in
    /// many functions (`items()`) is looked up once by whoever remembers what it reaches.
    enum Reference: Hashable {
        /// Mentioned without a call (`install(configureGallery)`): everything of that name.
        case name(String)
        /// A member read without a call (`observers.count`): properties of that name.
        case member(String)
        /// A call with its argument labels: functions and initializers that take them, and the
        /// members frameworks call on a type of that name.
        case call(CallFact)
    }

    /// The names `id` reaches others by.
    func references(of id: ID) -> [Reference] {
        let function = facts[id.file].functions[id.function]
        return function.references.subtracting(function.locals).map(Reference.name)
            + function.memberReferences.map(Reference.member)
            + function.calls.map(Reference.call)
    }

    /// The functions `reference` reaches.
    func candidates(of reference: Reference) -> [ID] {
        switch reference {
        case let .name(name):
            return (byName[name] ?? []) + (initializers[name] ?? []) + (entryPoints[name] ?? [])
        case let .member(name):
            return (byName[name] ?? []).filter { facts[$0.file].functions[$0.function].kind == .property }
        case let .call(call):
            return ((byName[call.name] ?? []) + (initializers[call.name] ?? [])).filter { fits(call, $0) } + (entryPoints[call.name] ?? [])
        }
    }

    private func fits(_ call: CallFact, _ candidate: ID) -> Bool {
        guard let parameters = facts[candidate.file].functions[candidate.function].parameters else { return true }
        return call.fits(parameters)
    }

    /// Everything `roots` reach, `roots` included. Each name is followed once, however many
    /// functions write it: what it reaches is the same from all of them.
    func closure(of roots: [ID]) -> Set<ID> {
        var reached = Set(roots)
        var followed: Set<Reference> = []
        var pending = roots
        while let id = pending.popLast() {
            for reference in references(of: id) where followed.insert(reference).inserted {
                for candidate in candidates(of: reference) where reached.insert(candidate).inserted {
                    pending.append(candidate)
                }
            }
        }
        return reached
    }
}
