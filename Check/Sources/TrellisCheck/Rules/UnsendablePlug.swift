/// `plug(_:to:)`, `.plugging(_:to:)` and `<~` keep the implementation they are given — one
/// shared instance that performs every call of the action, from any thread — so they take only
/// a `Sendable` one. A type of the checked sources that is not makes the plug line fail to
/// compile with only "type 'NetworkLikePhoto' does not conform to the 'Sendable' protocol",
/// which names the type but not what to change; this rule says both, at the same line.
///
/// The implementation is the type made where it is plugged (`to: NetworkLikePhoto()`), or the
/// type a local, a parameter or a property of that name is declared with or made as. It is not
/// `Sendable` when it is, in the checked sources:
///
/// - a class that is not `final`, has a stored `var`, stores a value that is not `Sendable`, or
///   does not declare `Sendable` — unless it is an actor, global-actor isolated (`@MainActor`,
///   or the main actor a target's default isolation gives it), or `@unchecked Sendable`;
/// - a struct or an enum that is `public` and does not declare `Sendable` (a public type is
///   never inferred `Sendable`), or that stores a class, struct, enum or protocol of the
///   checked sources that is not `Sendable` — judged the same way, through optionals,
///   collections and tuples.
///
/// A type declared elsewhere (a framework's, another package's) is the compiler's to judge, as
/// is one whose isolation depends on a default isolation the manifest reader could not read.
/// `plug(_:factory:)` makes an instance per call and a closure plug captures what it captures:
/// neither is judged.
///
/// An error: the plug does not compile, and the compiler's own message leaves the reader to
/// work out why.
struct UnsendablePlug: Rule {
    static let id = RuleID.unsendablePlug
    static let summary = "An implementation plugged as the one shared instance (`plug(_:to:)`, `.plugging(_:to:)`, `<~`) is a type of the checked sources that is not `Sendable`."
    static let defaultSeverity = Severity.error

    func check(_ analysis: Analysis, configuration: Configuration) -> [Diagnostic] {
        var sendability = Sendability(analysis: analysis)
        var diagnostics: [Diagnostic] = []
        for file in analysis.facts {
            for plug in file.plugs {
                guard let implementation = plug.implementation, let verdict = sendability.verdict(on: implementation) else { continue }
                let function = file.functions[plug.function]
                let functionName = function.typeName.map { "\(analysis.display($0)).\(function.name)" } ?? function.name
                let type = analysis.display(implementation)
                let consequence = verdict.declaresSendable
                    ? "its declaration does not compile"
                    : "the compiler rejects this line with \"type '\(SyntaxNames.simpleName(implementation))' does not conform to the 'Sendable' protocol\""
                diagnostics.append(
                    diagnostic(
                        at: plug.location,
                        "`\(type)`, plugged into `\(analysis.display(plug.action))` in `\(functionName)`, is not `Sendable`: it is \(verdict.description); the plug keeps one instance that performs every call, from any thread, so \(consequence)",
                        fix: verdict.fix,
                        notes: [Diagnostic.Note(location: verdict.location, message: "`\(type)` is declared here")] + verdict.notes
                    )
                )
            }
        }
        return diagnostics
    }
}

extension RuleID {
    /// An implementation plugged as the one shared instance that is not `Sendable`.
    public static let unsendablePlug: RuleID = "unsendable-plug"
}

/// Why a type of the checked sources is not `Sendable`, and what makes it so.
private struct Verdict {
    /// `a class that is not `final` and does not declare `Sendable``.
    let description: String
    /// It declares `Sendable`: the compiler then rejects its declaration, not the plug.
    let declaresSendable: Bool
    let location: Location
    /// The properties and types that keep it from being `Sendable`.
    let notes: [Diagnostic.Note]
    let fix: String
}

/// Whether the types of the checked sources are `Sendable`, as the compiler decides it, each
/// judged once.
private struct Sendability {
    let analysis: Analysis
    /// The protocols whose conformers, and the types whose values, are `Sendable`: the
    /// standard library's that refine it, and the declared types naming one, directly or not.
    private let sendable: Set<String>
    /// The protocols that make a type conforming to one in its declaration nonisolated in a
    /// target whose default isolation is the main actor (SE-0466): those refining
    /// `SendableMetatype`, the kit's implementations' protocols among them.
    private let nonisolating: Set<String>
    private var verdicts: [String: Verdict?] = [:]
    private var judging: Set<String> = []

    private static let sendableRoots = [
        "Sendable", "Actor", "AnyActor", "DistributedActor", "Error", "LocalizedError", "CustomNSError", "RecoverableError", "CodingKey",
    ]
    private static let metatypeRoots = sendableRoots + ["SendableMetatype", "AsyncPerforming", "SyncPerforming"]

    init(analysis: Analysis) {
        self.analysis = analysis
        sendable = analysis.types.names(inheritingFromAny: Self.sendableRoots).union(Self.sendableRoots)
        nonisolating = analysis.types.names(inheritingFromAny: Self.metatypeRoots).union(Self.metatypeRoots)
    }

    /// Why the type named `name` is not `Sendable`; `nil` when it is, or when the checked
    /// sources do not say.
    mutating func verdict(on name: String) -> Verdict? {
        if let known = verdicts[name] { return known }
        // A type holding itself, through others: judged by what else it holds.
        guard judging.insert(name).inserted else { return nil }
        let verdict = judge(name)
        judging.remove(name)
        verdicts[name] = verdict
        return verdict
    }

    private mutating func judge(_ name: String) -> Verdict? {
        guard let declaration = analysis.types.primary(name), declaration.fact.kind != .extension else { return nil }
        let type = declaration.fact
        let declarations = analysis.types.declarations[name] ?? []
        if declarations.contains(where: \.fact.isUncheckedSendable) { return nil }
        switch type.kind {
        case .actor, .protocol, .extension:
            return nil
        case .class, .struct, .enum:
            break
        }
        // Isolated to a global actor: `Sendable` whatever it holds. Not known: not judged.
        guard isGlobalActorIsolated(declaration) == false else { return nil }
        let display = analysis.display(name)
        let declaresSendable = sendable.contains(name)
        var reasons: [String] = []
        var notes: [Diagnostic.Note] = []
        let stored = type.properties.filter { !$0.isStatic && !$0.isComputed }

        if type.kind == .class {
            if !type.isFinal { reasons.append("is not `final`") }
            let mutable = stored.filter { !$0.isLet && !$0.isNonisolatedUnsafe }
            if !mutable.isEmpty {
                reasons.append("has the stored \(Self.list(mutable.map { "`var \($0.name)`" }))")
                notes += mutable.map { Diagnostic.Note(location: $0.location, message: "`\($0.name)` is a stored `var`: the one shared instance would change it from any thread") }
            }
            let held = held(by: stored.filter(\.isLet), in: type)
            reasons += held.reasons
            notes += held.notes
            if !declaresSendable { reasons.append("does not declare `Sendable`") }
            guard !reasons.isEmpty else { return nil }
            return Verdict(
                description: "a class that " + Self.list(reasons), declaresSendable: declaresSendable, location: type.location, notes: notes,
                fix: Self.classFix(display)
            )
        }

        let held = held(by: stored, in: type, payloads: type.payloadTypes)
        notes += held.notes
        var fixes: [String] = []
        if !held.fixes.isEmpty { fixes.append(held.fixes.joined(separator: "; ")) }
        let kind = type.kind == .struct ? "struct" : "enum"
        // `@frozen public` types are inferred `Sendable` as internal ones are.
        let isPublic = type.isPublic && !type.attributes.contains("frozen") && Self.enclosingTypesArePublic(type, in: analysis)
        if isPublic, !declaresSendable {
            reasons.append("does not declare `Sendable`, and a public type is never inferred `Sendable`")
            let inherited = type.inheritedAsWritten + ["Sendable"]
            fixes.append("declare `\(display)` `Sendable`: `public \(kind) \(SyntaxNames.simpleName(name)): \(inherited.joined(separator: ", "))`")
        }
        reasons = held.reasons + reasons
        guard !reasons.isEmpty else { return nil }
        return Verdict(
            description: "\(isPublic ? "a public" : type.kind == .struct ? "a" : "an") \(kind) that " + Self.list(reasons), declaresSendable: declaresSendable,
            location: type.location, notes: notes, fix: fixes.joined(separator: "; then ")
        )
    }

    /// What the stored properties (and an enum's associated values) hold that is not `Sendable`.
    private mutating func held(
        by properties: [PropertyFact], in type: TypeFact, payloads: [String] = []
    ) -> (reasons: [String], notes: [Diagnostic.Note], fixes: [String]) {
        var reasons: [String] = []
        var notes: [Diagnostic.Note] = []
        var fixes: [String] = []
        var judged: Set<String> = []
        let holders: [(property: PropertyFact?, types: [String])] = properties.map { ($0, $0.heldTypes) } + (payloads.isEmpty ? [] : [(nil, payloads)])
        for (property, types) in holders {
            for name in types where type.genericConstraints[name] == nil {
                let display = analysis.display(name)
                let what: String
                if analysis.types.kind(of: name) == .protocol {
                    guard !sendable.contains(name), let declaration = analysis.types.primary(name) else { continue }
                    what = "`any \(display)`, whose protocol does not refine `Sendable`"
                    if judged.insert(name).inserted {
                        notes.append(Diagnostic.Note(location: declaration.fact.location, message: "`\(display)` does not refine `Sendable`"))
                        fixes.append("declare `protocol \(SyntaxNames.simpleName(name)): Sendable`, so every value of it is")
                    }
                } else {
                    guard let verdict = verdict(on: name) else { continue }
                    what = "`\(display)`, which is not `Sendable`"
                    if judged.insert(name).inserted {
                        notes.append(Diagnostic.Note(location: verdict.location, message: "`\(display)` is not `Sendable`: it is \(verdict.description)"))
                        fixes.append(verdict.fix)
                    }
                }
                if let property {
                    reasons.append("stores \(what), in `\(property.name)`")
                    notes.append(Diagnostic.Note(location: property.location, message: "`\(property.name)` holds \(what)"))
                } else {
                    reasons.append("has a case holding \(what)")
                }
            }
        }
        return (reasons, notes, fixes)
    }

    /// Whether a value of the type is isolated to a global actor, which makes it `Sendable`:
    /// marked with one, conforming in its declaration to a protocol isolated to one, or in a
    /// target whose default isolation is the main actor and conforming to no protocol that
    /// makes it nonisolated. `nil` where that default is not known.
    private func isGlobalActorIsolated(_ declaration: TypeIndex.Declaration) -> Bool? {
        let type = declaration.fact
        if type.isNonisolated { return false }
        if type.attributes.contains(where: isGlobalActor) { return true }
        var isNonisolating = false
        for inherited in type.inherited {
            if let isolated = protocolIsolation(inherited, depth: 0) {
                if isolated { return true }
            } else {
                return nil
            }
            if nonisolating.contains(inherited) { isNonisolating = true }
        }
        if isNonisolating { return false }
        return switch analysis.target(named: declaration.target)?.defaultIsolation ?? .nonisolated {
        case .nonisolated: false
        case .mainActor: true
        case .unknown: nil
        }
    }

    /// Whether a declared protocol is isolated to a global actor, and so the types conforming
    /// to it in their declarations; `false` for a name that is not a declared protocol.
    private func protocolIsolation(_ name: String, depth: Int) -> Bool? {
        guard depth < 16, let declaration = analysis.types.primary(name), declaration.fact.kind == .protocol else { return false }
        let type = declaration.fact
        if type.isNonisolated { return false }
        if type.attributes.contains(where: isGlobalActor) { return true }
        for inherited in type.inherited {
            guard let isolated = protocolIsolation(inherited, depth: depth + 1) else { return nil }
            if isolated { return true }
        }
        return switch analysis.target(named: declaration.target)?.defaultIsolation ?? .nonisolated {
        case .nonisolated: false
        case .mainActor: true
        case .unknown: nil
        }
    }

    /// `@MainActor`, or an attribute naming a declared `@globalActor`.
    private func isGlobalActor(_ attribute: String) -> Bool {
        attribute == "MainActor" || analysis.types.primary(attribute)?.fact.attributes.contains("globalActor") == true
    }

    /// A nested type is public only inside public types.
    private static func enclosingTypesArePublic(_ type: TypeFact, in analysis: Analysis) -> Bool {
        var name = type.name
        while let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) {
            name = String(name[..<dot])
            guard let enclosing = analysis.types.primary(name) else { return true }
            if enclosing.fact.kind != .extension, !enclosing.fact.isPublic { return false }
        }
        return true
    }

    static func classFix(_ display: String) -> String {
        "make `\(display)` a struct, an actor, or a `final class` whose stored properties are `let` and `Sendable`, and declare it `Sendable`; state that changes goes behind a lock or in an actor"
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
