/// Joins every file's facts into the ``FeatureGraph``.
struct GraphBuilder {
    let targets: [SourceTarget]
    let facts: [SourceFacts]
    let types: TypeIndex

    func build() -> FeatureGraph {
        var graph = FeatureGraph()
        // The kit's actions and keys only: another library's `AsyncAction` plugs nothing.
        let asyncActions = types.names(conformingToKit: ["AsyncAction"])
        let actionNames = asyncActions.union(types.names(conformingToKit: ["SyncAction"]))
        for name in actionNames.sorted() {
            guard types.kind(of: name) != .protocol, let declaration = types.primary(name) else { continue }
            graph.actions.append(
                FeatureGraph.Action(name: name, location: declaration.fact.location, target: declaration.target, isAsync: asyncActions.contains(name))
            )
        }

        var keyByProperty: [String: String] = [:]
        for file in facts {
            for property in file.keyProperties { keyByProperty[property.property] = property.key }
        }
        // Grouped once: filtering every property for each key grows with the square of keys.
        let propertiesByKey = Dictionary(grouping: keyByProperty.keys) { keyByProperty[$0]! }
        let requiredKeys = types.names(conformingToKit: ["RequiredInjectionKey"])
        let keyNames = requiredKeys.union(types.names(conformingToKit: ["InjectionKey"]))
        for name in keyNames.sorted() {
            guard types.kind(of: name) != .protocol, let declaration = types.primary(name) else { continue }
            graph.keys.append(
                FeatureGraph.Key(
                    name: name,
                    location: declaration.fact.location,
                    target: declaration.target,
                    isRequired: requiredKeys.contains(name),
                    properties: (propertiesByKey[name] ?? []).sorted()
                )
            )
        }

        let pluggedNames = Set(facts.flatMap { $0.plugs.map(\.action) })
        for (fileIndex, file) in facts.enumerated() {
            for call in file.actionCalls where actionNames.contains(call.action) || (call.form == .actionFunction && pluggedNames.contains(call.action)) {
                graph.calls.append(
                    FeatureGraph.Call(action: call.action, location: call.location, target: file.target, enclosingType: call.typeName,
                                      function: functionName(fileIndex, call.function))
                )
            }
            for plug in file.plugs {
                graph.plugs.append(
                    PlugSite(action: plug.action, form: plug.form, location: plug.location, target: file.target, enclosingType: plug.typeName,
                             function: functionName(fileIndex, plug.function))
                )
            }
            for read in file.reads {
                graph.reads.append(use(read, in: fileIndex, keyByProperty: keyByProperty))
            }
            for install in file.installs {
                graph.installs.append(use(install, in: fileIndex, keyByProperty: keyByProperty))
            }
        }
        graph.startUps = startUps(graph: graph)
        return graph
    }

    private func use(_ fact: KeyUseFact, in file: Int, keyByProperty: [String: String]) -> FeatureGraph.KeyUse {
        let key = switch fact.key {
        case let .property(property): keyByProperty[property] ?? "\\.\(property)"
        case let .type(type): type
        }
        return FeatureGraph.KeyUse(key: key, form: fact.form, location: fact.location, target: facts[file].target,
                                   enclosingType: fact.typeName, function: functionName(file, fact.function))
    }

    /// `configureGallery`, `Photo.like`: the type as messages name it.
    private func functionName(_ file: Int, _ function: Int) -> String {
        let fact = facts[file].functions[function]
        guard let type = fact.typeName else { return fact.name }
        return "\(types.displayName(type)).\(fact.name)"
    }

    /// The files of `target` and of every target it depends on.
    func files(reachableFrom target: String) -> [Int] {
        var closure: Set<String> = [target]
        var pending = [target]
        while let next = pending.popLast() {
            for dependency in targets.first(where: { $0.name == next })?.dependencies ?? [] where closure.insert(dependency).inserted {
                pending.append(dependency)
            }
        }
        return facts.indices.filter { closure.contains(facts[$0].target) }
    }

    private func startUps(graph: FeatureGraph) -> [FeatureGraph.StartUp] {
        let reachability = Reachability(facts: facts)
        // Sites in file order, so the graph's indices can be found from a (file, function) pair.
        var plugOwners: [Reachability.FunctionID] = []
        var installOwners: [Reachability.FunctionID] = []
        for (fileIndex, file) in facts.enumerated() {
            plugOwners += file.plugs.map { Reachability.FunctionID(file: fileIndex, function: $0.function) }
            installOwners += file.installs.map { Reachability.FunctionID(file: fileIndex, function: $0.function) }
        }
        return targets.filter { $0.kind == .executable }.compactMap { executable in
            let files = files(reachableFrom: executable.name)
            let (reached, roots) = reachability.reached(from: executable.name, files: files)
            guard let firstRoot = roots.first else { return nil }
            let rootFile = facts[firstRoot.file]
            let start = rootFile.types.first(where: \.isMain)?.location ?? Location(file: rootFile.file, line: 1, column: 1)
            let configuration = reached
                .filter { facts[$0.file].functions[$0.function].configParameter != nil }
                .map { facts[$0.file].functions[$0.function] }
                .min { $0.location < $1.location }
            let mainFunction = roots.map { facts[$0.file].functions[$0.function] }
                .first { ["main", "run"].contains($0.name) || $0.kind == .topLevel }
            let site = configuration?.endLocation ?? mainFunction.map { $0.kind == .topLevel ? lastLine(of: $0.location.file) : $0.endLocation } ?? start
            return FeatureGraph.StartUp(
                target: executable.name,
                location: start,
                plugs: plugOwners.indices.filter { reached.contains(plugOwners[$0]) },
                installs: installOwners.indices.filter { reached.contains(installOwners[$0]) },
                configurationSite: site,
                configurationFunction: configuration?.name,
                configurationParameter: configuration?.configParameter
            )
        }
    }

    private func lastLine(of file: String) -> Location {
        Location(file: file, line: facts.first { $0.file == file }?.lineCount ?? 1, column: 1)
    }
}
