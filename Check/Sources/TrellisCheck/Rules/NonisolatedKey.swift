/// In a target whose manifest sets `.defaultIsolation(MainActor.self)` — Xcode 26's setting for
/// a new app — every declaration that states no isolation is main-actor code. An injection key
/// is read from any isolation (the main actor, an actor, a `nonisolated` type, a `Sendable`
/// class holding it in a constant), so the parts of a key that such a read touches must say
/// `nonisolated`, as the kit's README writes them:
///
/// - the `extension InjectedValues` that declares the key's property (or each such property):
///   otherwise `@Injected(\.x)` in an actor does not compile ("main actor-isolated default value
///   in a actor-isolated context"), nor does a key path to it in nonisolated code ("cannot form
///   key path to main actor-isolated property");
/// - the protocol of the key's value (`any P`, `P` declared in such a target): otherwise its
///   requirements cannot be called off the main actor, and the types conforming to it are
///   main-actor code too;
/// - a type the key's `defaultValue` or `testValue` makes (`Live()`), or one conforming to such a
///   protocol: the key makes its value in a nonisolated context, which cannot call a main-actor
///   initializer ("main actor-isolated default value in a nonisolated context"), and an actor
///   reading the key cannot call the value's members. A type that conforms, in its
///   declaration, to a `nonisolated` protocol refining `Sendable` is nonisolated without the
///   word (SE-0466), as is an actor. A type marked `@MainActor` is main-actor state by choice:
///   the initializer the key calls must then be `nonisolated init`.
///
/// Only targets whose default isolation is the main actor are judged: elsewhere a declaration
/// without isolation is nonisolated already, and the same code is right. A target whose
/// `swiftSettings` the manifest reader cannot follow is not judged, and the run says so; nor is
/// a folder named with `--sources`, which has no manifest.
///
/// An error, as the checker's other rules about code that cannot work: in Swift 6 mode what is
/// missing is a compile error as soon as the key is read off the main actor — which the kit's
/// keys are for, and what a test, an actor or a background task does — or at once, for a key's
/// value whose initializer is main-actor isolated. In Swift 5 mode (Xcode 26's new app) the
/// compiler says the same as warnings ("this is an error in the Swift 6 language mode") and the
/// app then runs main-actor code off the main actor. Left as a warning, a team would meet it
/// first at the read that added an actor, far from the key, in words about a key path rather
/// than the missing `nonisolated`.
struct NonisolatedKey: Rule {
    static let id = RuleID.nonisolatedKey
    static let summary = "In a target whose default isolation is the main actor, an injection key's `InjectedValues` extension, its value's protocol and the types it makes are `nonisolated`."
    static let defaultSeverity = Severity.error

    func check(_ analysis: Analysis, configuration: Configuration) -> [Diagnostic] {
        let isolation = Dictionary(analysis.targets.map { ($0.name, $0.defaultIsolation) }) { first, _ in first }
        guard isolation.values.contains(.mainActor) else { return [] }
        let judge = Judge(analysis: analysis, isolation: isolation)
        return judge.extensions() + judge.keyValues()
    }
}

extension RuleID {
    /// An injection key, in a target defaulting to the main actor, without `nonisolated` where
    /// a read off the main actor needs it.
    public static let nonisolatedKey: RuleID = "nonisolated-key"
}

/// The rule's work over one analysis.
private struct Judge {
    let analysis: Analysis
    let isolation: [String: DefaultIsolation]

    /// What a key makes or is declared as, and where.
    struct Use {
        let key: String
        let property: String
        let location: Location
    }

    private func isMainActorDefault(_ target: String) -> Bool {
        isolation[target] == .mainActor
    }

    private func rule(at location: Location, _ message: String, fix: String, notes: [Diagnostic.Note] = []) -> Diagnostic {
        NonisolatedKey().diagnostic(at: location, message, fix: fix, notes: notes)
    }

    private func inTarget(_ target: String) -> String {
        "in `\(target)`, whose default isolation is the main actor"
    }

    // MARK: - `extension InjectedValues`

    /// Each `extension InjectedValues` declaring key properties that are main-actor isolated:
    /// neither it nor they say `nonisolated`.
    func extensions() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for file in analysis.facts where isMainActorDefault(file.target) {
            var isolated: [Int: [KeyPropertyFact]] = [:]
            for property in file.keyProperties where !property.isNonisolated {
                guard let scope = property.scope, !file.types[scope].isNonisolated, !file.types[scope].isMainActor else { continue }
                isolated[scope, default: []].append(property)
            }
            for (scope, properties) in isolated.sorted(by: { $0.key < $1.key }) {
                let names = Self.list(properties.map { "`\($0.property)`" })
                let one = properties.count == 1
                diagnostics.append(
                    rule(
                        at: file.types[scope].location,
                        "`extension InjectedValues` declares the key propert\(one ? "y" : "ies") \(names) \(inTarget(file.target)), so \(one ? "it is" : "they are") main-actor isolated: reading \(one ? "it" : "them") from an actor or a `nonisolated` type does not compile (\"cannot form key path to main actor-isolated property\")",
                        fix: "write `nonisolated extension InjectedValues`, so the key is read from any isolation"
                    )
                )
            }
        }
        return diagnostics
    }

    // MARK: - What a key's value is and makes

    func keyValues() -> [Diagnostic] {
        let keys = Set(analysis.graph.keys.map(\.name))
        // Protocols of the keys' values, and the types the keys make, each with the keys' uses.
        var protocols: [String: [Use]] = [:]
        var made: [String: [(use: Use, made: KeyValueFact.Made)]] = [:]
        for file in analysis.facts {
            for value in file.keyValues {
                let key = file.types[value.scope].name
                guard keys.contains(key) else { continue }
                let use = Use(key: key, property: value.property, location: value.location)
                for name in Set(value.declaredTypes) where analysis.types.kind(of: name) == .protocol {
                    protocols[name, default: []].append(use)
                }
                for call in value.made {
                    made[call.type, default: []].append((use, call))
                }
            }
        }

        var diagnostics: [Diagnostic] = []
        // Types found main-actor isolated, with why: made by a key, or conforming to a protocol flagged.
        var isolatedTypes: [String: [String]] = [:]
        var typeNotes: [String: [Diagnostic.Note]] = [:]
        for (name, uses) in protocols.sorted(by: { $0.key < $1.key }) {
            guard let declaration = analysis.types.primary(name), declaration.fact.kind == .protocol,
                  isMainActorDefault(declaration.target), !declaration.fact.isNonisolated, !declaration.fact.isMainActor
            else { continue }
            let display = analysis.display(name)
            let simple = SyntaxNames.simpleName(name)
            diagnostics.append(
                rule(
                    at: declaration.fact.location,
                    "the protocol `\(display)`, the value of the injection key \(Self.keys(uses, analysis)), is main-actor isolated \(inTarget(declaration.target)): an actor or a `nonisolated` type that reads the key cannot call its requirements, and the types conforming to it are main-actor code too",
                    fix: "declare `nonisolated protocol \(simple)`; a type conforming to a nonisolated protocol that refines `Sendable` is then nonisolated too",
                    notes: uses.map { Diagnostic.Note(location: $0.location, message: "the value of `\(analysis.display($0.key)).\($0.property)`") }
                )
            )
            for conformer in analysis.types.names(inheritingFrom: name).sorted() {
                isolatedTypes[conformer, default: []].append("conforms to `\(display)`, the protocol of the injection key \(Self.keys(uses, analysis))")
            }
        }
        for (name, calls) in made {
            isolatedTypes[name, default: []].append("is made by \(Self.list(Self.unique(calls.map { "`\(analysis.display($0.use.key)).\($0.use.property)`" })))")
            typeNotes[name, default: []] += calls.map { Diagnostic.Note(location: $0.made.location, message: "made here, by `\(analysis.display($0.use.key)).\($0.use.property)`") }
        }

        for (name, reasons) in isolatedTypes.sorted(by: { $0.key < $1.key }) {
            guard let declaration = analysis.types.primary(name), declaration.fact.kind != .extension,
                  isMainActorDefault(declaration.target)
            else { continue }
            let type = declaration.fact
            switch type.kind {
            case .struct, .enum, .class:
                break
            case .actor, .protocol, .extension:
                continue
            }
            if type.isNonisolated { continue }
            let display = analysis.display(name)
            let simple = SyntaxNames.simpleName(name)
            let notes = typeNotes[name] ?? []
            if type.isMainActor {
                diagnostics += mainActorState(name, type: type, calls: made[name] ?? [], notes: notes)
                continue
            }
            // Conforming in its declaration to a nonisolated protocol that refines `Sendable` makes
            // it nonisolated; where that cannot be told, it is not judged.
            let inferred = type.inherited.map(makesNonisolated)
            guard !inferred.contains(where: { $0 != false }) else { continue }
            let declare = type.kind == .class ? "nonisolated \(type.isFinal ? "final " : "")class \(simple)" : "nonisolated \(type.kind.rawValue) \(simple)"
            let fix = type.kind == .class
                ? "declare `\(declare)`, a `Sendable` one, or, if it is main-actor state, mark it `@MainActor` and give it a `nonisolated init()` the key calls"
                : "declare `\(declare)`"
            let quote = made[name] == nil ? "" : " (\"main actor-isolated default value in a nonisolated context\")"
            diagnostics.append(
                rule(
                    at: type.location,
                    "`\(display)` is main-actor code \(inTarget(declaration.target)), and it \(reasons.joined(separator: ", and ")): a key's value is made and read in any isolation, where a main-actor initializer or member cannot be called\(quote)",
                    fix: fix,
                    notes: notes
                )
            )
        }
        return diagnostics
    }

    /// A `@MainActor` type a key makes: the initializer the key calls must be `nonisolated`. An
    /// implicit one is, unless `@Observable` expands the class; an initializer the call does not
    /// fit, or one that cannot be found, is not judged.
    private func mainActorState(_ name: String, type: TypeFact, calls: [(use: Use, made: KeyValueFact.Made)], notes: [Diagnostic.Note]) -> [Diagnostic] {
        let initializers = analysis.facts.flatMap { file in
            file.functions.filter { $0.kind == .initializer && $0.typeName == name }
        }
        let display = analysis.display(name)
        var diagnostics: [Diagnostic] = []
        var flagged: Set<Location> = []
        for (use, call) in calls {
            let fitting = initializers.filter { initializer in
                initializer.parameters.map { CallFact(name: "init", arguments: call.arguments).fits($0) } ?? false
            }
            let place = "`\(analysis.display(use.key)).\(use.property)`"
            if initializers.isEmpty {
                guard type.isObservable, flagged.insert(type.location).inserted else { continue }
                diagnostics.append(
                    rule(
                        at: type.location,
                        "`\(display)` is main-actor state made by \(place) through its implicit initializer, which `@Observable` makes main-actor isolated: the key makes its value in a nonisolated context, where that does not compile (\"main actor-isolated default value in a nonisolated context\")",
                        fix: "add `nonisolated init() {}` to `\(SyntaxNames.simpleName(name))`, so the key can make it; its members stay on the main actor",
                        notes: notes
                    )
                )
            } else if !fitting.isEmpty, !fitting.contains(where: \.isNonisolated), let initializer = fitting.first,
                      flagged.insert(initializer.location).inserted {
                let signature = "init(" + (initializer.parameters ?? []).map { ($0.label ?? "_") + ":" }.joined() + ")"
                diagnostics.append(
                    rule(
                        at: initializer.location,
                        "`\(display)` is main-actor state made by \(place) through `\(signature)`, which is main-actor isolated: the key makes its value in a nonisolated context, where that does not compile (\"main actor-isolated default value in a nonisolated context\")",
                        fix: "write `nonisolated \(signature.hasSuffix("()") ? "init()" : signature)`: add `nonisolated` before the initializer, so the key can make it; its members stay on the main actor",
                        notes: [Diagnostic.Note(location: call.location, message: "made here, by \(place)")]
                    )
                )
            }
        }
        return diagnostics
    }

    /// Whether conforming to `name` in a type's declaration makes the type nonisolated where
    /// the main actor is the default: `name` is a nonisolated protocol that refines `Sendable`
    /// (SE-0466), as `Error` does. `nil` when that cannot be told: a protocol declared outside
    /// the sources read, a superclass, a target whose settings are unknown.
    private func makesNonisolated(_ name: String) -> Bool? {
        guard let declaration = analysis.types.primary(name), declaration.fact.kind != .extension else {
            if name == "Error" { return true }
            return Self.neverIsolating.contains(name) ? false : nil
        }
        guard declaration.fact.kind == .protocol else { return declaration.fact.kind == .class ? nil : false }
        let nonisolated: Bool? = switch isolation[declaration.target] ?? .unknown {
        case .mainActor: declaration.fact.isNonisolated
        case .nonisolated: !declaration.fact.isMainActor
        case .unknown: nil
        }
        let sendable = refinesSendable(name, depth: 0)
        if nonisolated == false || sendable == false { return false }
        return nonisolated == true && sendable == true ? true : nil
    }

    /// Whether the protocol `name` refines `Sendable`, directly or through the protocols it
    /// refines; `nil` when one of those is declared outside the sources read.
    private func refinesSendable(_ name: String, depth: Int) -> Bool? {
        guard depth < 16 else { return nil }
        guard let declaration = analysis.types.primary(name), declaration.fact.kind == .protocol else {
            if ["Sendable", "SendableMetatype", "Error"].contains(name) { return true }
            return Self.neverIsolating.contains(name) ? false : nil
        }
        var known = true
        for inherited in declaration.fact.inherited {
            switch refinesSendable(inherited, depth: depth + 1) {
            case true?: return true
            case nil: known = false
            case false?: break
            }
        }
        return known ? false : nil
    }

    /// Names in an inheritance clause that never make a type nonisolated: the standard
    /// library's protocols that do not refine `Sendable`, its raw-value types, `Sendable` itself
    /// and `AnyObject`.
    static let neverIsolating: Set<String> = [
        "Sendable", "AnyObject", "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Identifiable",
        "CaseIterable", "RawRepresentable", "CustomStringConvertible", "CustomDebugStringConvertible", "LosslessStringConvertible",
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Character",
    ]

    // MARK: - Wording

    static func keys(_ uses: [Use], _ analysis: Analysis) -> String {
        list(unique(uses.map { "`\(analysis.display($0.key))`" }))
    }

    static func unique(_ items: [String]) -> [String] {
        var seen: Set<String> = []
        return items.filter { seen.insert($0).inserted }
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
