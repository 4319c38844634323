/// Names every declared type by its qualified name, and finds the type each written name means,
/// once every file's declarations are known.
///
/// A type declared inside another, or inside `extension Outer { … }`, is `Outer.Name`. A name
/// is looked up as Swift looks it up: from the type or extension it is written in, outwards
/// through the types that enclose it (an extension of `A.B` sees `A.B`'s nested types, not
/// `A`'s), then at the top level. So inside `extension MVC { … }`, `UsersViewController` means
/// `MVC.UsersViewController` when that is declared, else the top-level `UsersViewController`.
/// A module prefix is dropped when that module declares the type (`Trellis.Rendering` is
/// `Rendering`); a name declared nowhere in the checked sources (a framework's `Rendering`,
/// `UIApplicationDelegate`) keeps its last component, the one the rules know it by. A prefix
/// naming another module than the one declaring a type of that name is kept: in
/// `final class Thread: Foundation.Thread`, the superclass is Foundation's, not the class itself.
///
/// Most names mean what they say — a top-level type, written with no dot, outside any type
/// that nests others — so only the names that change are written: a package without nested
/// types costs a few lookups per file.
struct NameResolver {
    /// Every qualified name declared in the checked sources, extensions included.
    private var declared: Set<String> = []
    /// The modules (targets) declaring each top-level name, for the names written with a prefix.
    private var modules: [String: Set<String>] = [:]
    /// The qualified names that hold a declared type (`MVC` for `MVC.UsersViewController`): only
    /// a name written inside one of them can mean something other than the top-level type.
    private var containers: Set<String> = []
    /// For each file, each type's or extension's qualified name (the index into its `types`).
    private var qualified: [[String]] = []

    /// Qualifies every type name of `facts`, in place.
    static func resolve(_ facts: inout [SourceFacts]) {
        var resolver = NameResolver()
        resolver.nameDeclarations(facts)
        for file in facts.indices {
            resolver.resolveNames(in: &facts[file], file: file)
        }
    }

    /// Qualifies the declarations: first with extensions taken as written, which names every
    /// nested type; then, in the files that extend a dotted name (`extension Trellis.Rendering`,
    /// `extension VIPER.PhotosModule`), with that name resolved against the declared types, which
    /// drops a module prefix and qualifies what is declared inside.
    private mutating func nameDeclarations(_ facts: [SourceFacts]) {
        let dot = UInt8(ascii: ".")
        qualified = facts.map { file in Self.qualifiedNames(file.types) { $0 } }
        // Read field by field: a whole `TypeFact` copied out costs a retain of each of its parts.
        let extendingDottedNames = facts.indices.filter { file in
            facts[file].types.indices.contains { index in
                facts[file].types[index].kind == .extension && facts[file].types[index].name.utf8.contains(dot)
            }
        }
        if !extendingDottedNames.isEmpty {
            var primary: Set<String> = []
            var primaryModules: [String: Set<String>] = [:]
            for file in facts.indices {
                for index in facts[file].types.indices where facts[file].types[index].kind != .extension {
                    primary.insert(qualified[file][index])
                    if facts[file].types[index].parent == nil { primaryModules[qualified[file][index], default: []].insert(facts[file].target) }
                }
            }
            for file in extendingDottedNames {
                qualified[file] = Self.qualifiedNames(facts[file].types) { written in Self.absolute(written, in: primary, modules: primaryModules) }
            }
        }
        declared.reserveCapacity(qualified.reduce(0) { $0 + $1.count })
        for (file, names) in qualified.enumerated() {
            for (index, name) in names.enumerated() {
                declared.insert(name)
                if let end = name.utf8.lastIndex(of: dot) {
                    containers.insert(String(name[..<end]))
                } else if facts[file].types[index].kind != .extension {
                    modules[name, default: []].insert(facts[file].target)
                }
            }
        }
    }

    /// Each type's qualified name: its parent's, then its own; an extension's is its written type,
    /// as `extendedType` resolves it (extensions are declared at the top level).
    private static func qualifiedNames(_ types: [TypeFact], extendedType: (String) -> String) -> [String] {
        var names: [String] = []
        names.reserveCapacity(types.count)
        for index in types.indices {
            // A parent is always read before what it holds, so its name is already known.
            if types[index].kind == .extension {
                names.append(extendedType(types[index].name))
            } else if let parent = types[index].parent {
                names.append(names[parent] + "." + types[index].name)
            } else {
                names.append(types[index].name)
            }
        }
        return names
    }

    /// A name written at the top level: as written when declared, else without its leading
    /// components (a module's name) when what is left is declared in that module, else its last
    /// component when that is declared nowhere. `Foundation.Thread` stays as written when the
    /// checked sources declare a `Thread` of their own: it is another module's type.
    private static func absolute(_ written: String, in declared: Set<String>, modules: [String: Set<String>]) -> String {
        if declared.contains(written) { return written }
        let dot = UInt8(ascii: ".")
        guard let first = written.utf8.firstIndex(of: dot) else { return written }
        let qualifier = String(written[..<first])
        var rest = written[written.utf8.index(after: first)...]
        while true {
            let name = String(rest)
            if declared.contains(name) {
                // A prefix that is a declared type (`Outer.Name` for a top-level `Name`) is
                // taken as Swift would fail to: the type meant is the declared one.
                guard let declaring = modules[name], !declared.contains(qualifier) else { return name }
                let sameModule = declaring.contains(qualifier) || (Kit.modules.contains(qualifier) && !declaring.isDisjoint(with: Kit.modules))
                return sameModule ? name : written
            }
            guard let next = rest.utf8.firstIndex(of: dot) else { return name }
            rest = rest[rest.utf8.index(after: next)...]
        }
    }

    /// The scopes a name written in each type or extension is looked up in, innermost first,
    /// before the top level: a type's own, then its parents' up to the first extension. Only
    /// those holding declared types are kept; the others cannot change what a name means.
    private func scopes(_ types: [TypeFact], names: [String]) -> [[String]] {
        var scopes: [[String]] = []
        scopes.reserveCapacity(types.count)
        for index in types.indices {
            var scope = containers.contains(names[index]) ? [names[index]] : []
            if types[index].kind != .extension, let parent = types[index].parent {
                scope += scopes[parent]
            }
            scopes.append(scope)
        }
        return scopes
    }

    /// Qualifies one file's names, writing only those that change.
    private func resolveNames(in facts: inout SourceFacts, file: Int) {
        let names = qualified[file]
        let scopes = scopes(facts.types, names: names)
        /// What `written` means in `scope`, when that is not `written` itself.
        func resolved(_ written: String, in scope: Int?) -> String? {
            if let scope {
                for enclosing in scopes[scope] {
                    let candidate = enclosing + "." + written
                    if declared.contains(candidate) { return candidate }
                }
            }
            // A name with no dot, written at the top level, is already what it means.
            guard written.utf8.contains(UInt8(ascii: ".")) else { return nil }
            let name = Self.absolute(written, in: declared, modules: modules)
            return name == written ? nil : name
        }
        // The types whose qualified name is not the one written: facts inside them are renamed.
        var renamed: [Bool] = []
        renamed.reserveCapacity(names.count)
        for index in names.indices {
            renamed.append(names[index] != facts.types[index].name)
        }

        for index in facts.types.indices {
            // An inheritance clause is read where the type is declared; an extension's, inside it.
            let clauseScope = facts.types[index].kind == .extension ? index : facts.types[index].parent
            if renamed[index] { facts.types[index].name = names[index] }
            for inherited in facts.types[index].inherited.indices {
                if let name = resolved(facts.types[index].inherited[inherited], in: clauseScope) {
                    facts.types[index].inherited[inherited] = name
                }
            }
            // A generic parameter's name is the parameter, not a type declared elsewhere.
            let generics = facts.types[index].genericConstraints
            for (parameter, constraints) in generics {
                for constraint in constraints.indices {
                    if let name = resolved(constraints[constraint], in: clauseScope) {
                        facts.types[index].genericConstraints[parameter]![constraint] = name
                    }
                }
            }
            for property in facts.types[index].properties.indices {
                for typeName in facts.types[index].properties[property].typeNames.indices {
                    let written = facts.types[index].properties[property].typeNames[typeName]
                    if generics[written] == nil, let name = resolved(written, in: index) {
                        facts.types[index].properties[property].typeNames[typeName] = name
                    }
                }
                for typeName in facts.types[index].properties[property].heldTypes.indices {
                    let written = facts.types[index].properties[property].heldTypes[typeName]
                    if generics[written] == nil, let name = resolved(written, in: index) {
                        facts.types[index].properties[property].heldTypes[typeName] = name
                    }
                }
            }
            for typeName in facts.types[index].payloadTypes.indices {
                let written = facts.types[index].payloadTypes[typeName]
                if generics[written] == nil, let name = resolved(written, in: index) {
                    facts.types[index].payloadTypes[typeName] = name
                }
            }
        }
        for index in facts.functions.indices {
            if let scope = facts.functions[index].scope, renamed[scope] { facts.functions[index].typeName = names[scope] }
        }
        for index in facts.actionCalls.indices {
            let scope = facts.actionCalls[index].scope
            if let name = resolved(facts.actionCalls[index].action, in: scope) { facts.actionCalls[index].action = name }
            if let scope, renamed[scope] { facts.actionCalls[index].typeName = names[scope] }
        }
        for index in facts.plugs.indices {
            let scope = facts.plugs[index].scope
            if let name = resolved(facts.plugs[index].action, in: scope) { facts.plugs[index].action = name }
            if let written = facts.plugs[index].implementation, let name = resolved(written, in: scope) { facts.plugs[index].implementation = name }
            if let scope, renamed[scope] { facts.plugs[index].typeName = names[scope] }
        }
        for index in facts.reads.indices {
            let scope = facts.reads[index].scope
            if case let .type(written) = facts.reads[index].key, let name = resolved(written, in: scope) { facts.reads[index].key = .type(name) }
            if let scope, renamed[scope] { facts.reads[index].typeName = names[scope] }
        }
        for index in facts.installs.indices {
            let scope = facts.installs[index].scope
            if case let .type(written) = facts.installs[index].key, let name = resolved(written, in: scope) { facts.installs[index].key = .type(name) }
            if let scope, renamed[scope] { facts.installs[index].typeName = names[scope] }
        }
        for index in facts.keyProperties.indices {
            if let name = resolved(facts.keyProperties[index].key, in: facts.keyProperties[index].scope) { facts.keyProperties[index].key = name }
        }
        for index in facts.keyValues.indices {
            let scope = facts.keyValues[index].scope
            for type in facts.keyValues[index].declaredTypes.indices {
                if let name = resolved(facts.keyValues[index].declaredTypes[type], in: scope) { facts.keyValues[index].declaredTypes[type] = name }
            }
            for made in facts.keyValues[index].made.indices {
                if let name = resolved(facts.keyValues[index].made[made].type, in: scope) { facts.keyValues[index].made[made].type = name }
            }
        }
    }
}
