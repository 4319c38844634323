/// Which functions an executable's start-up can reach, by name.
///
/// The start-up is the `@main` type's members (all of them: frameworks call `run()` or
/// `main()`), or `main.swift`'s top-level code. From there every name a reached body mentions
/// reaches every function, property and initializer of that name in the executable and the
/// targets it depends on; naming a type reaches its initializers and the members frameworks
/// call on it (`run`, `main`, `body`). That over-approximates calls — a plug in a function
/// that shares its name with a called one counts as reached — but never misses a plug passed
/// by name, as in `InjectedValues.install(configureGallery)`.
struct Reachability {
    struct FunctionID: Hashable {
        let file: Int
        let function: Int
    }

    /// Members a framework calls on a type it was handed, so naming the type reaches them.
    static let frameworkEntryPoints: Set<String> = ["run", "main", "body", "application", "scene"]

    let facts: [SourceFacts]

    /// The functions reached from `executable`'s start-up, reading only `files` (indices into
    /// `facts`: the executable's and its dependencies').
    func reached(from executable: String, files: [Int]) -> (reached: Set<FunctionID>, roots: [FunctionID]) {
        var byName: [String: [FunctionID]] = [:]
        var mainTypes: Set<String> = []
        for file in files where facts[file].target == executable {
            for type in facts[file].types where type.isMain { mainTypes.insert(type.name) }
        }
        var roots: [FunctionID] = []
        for file in files {
            let source = facts[file]
            if source.target == executable, source.isMainFile, source.hasTopLevelCode {
                roots.append(FunctionID(file: file, function: 0))
            }
            for (index, function) in source.functions.enumerated() where function.kind != .topLevel {
                let id = FunctionID(file: file, function: index)
                if source.target == executable, let type = function.typeName, mainTypes.contains(type) {
                    roots.append(id)
                }
                switch function.kind {
                case .initializer:
                    if let type = function.typeName { byName[type, default: []].append(id) }
                case .function, .property:
                    byName[function.name, default: []].append(id)
                    if let type = function.typeName, Self.frameworkEntryPoints.contains(function.name) {
                        byName[type, default: []].append(id)
                    }
                case .topLevel:
                    break
                }
            }
        }
        return (closure(of: roots, byName: byName), roots)
    }

    /// Everything `roots` reach through `byName`, `roots` included; `follows` says which
    /// reached functions are entered in turn.
    func closure(of roots: [FunctionID], byName: [String: [FunctionID]], follows: (FunctionID) -> Bool = { _ in true }) -> Set<FunctionID> {
        var reached = Set(roots)
        var pending = roots
        while let next = pending.popLast() {
            for name in facts[next.file].functions[next.function].references {
                for candidate in byName[name] ?? [] where reached.insert(candidate).inserted && follows(candidate) {
                    pending.append(candidate)
                }
            }
        }
        return reached
    }
}
