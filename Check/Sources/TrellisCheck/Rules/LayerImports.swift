/// A module imports only what its layer may see: the modules listed for it in `layers:`
/// (by default the kit's own layers, where dependencies point down only) and the toolchain's.
struct LayerImports: Rule {
    static let id = RuleID.layerImports
    static let summary = "A module imports only the modules its layer allows."
    static let defaultSeverity = Severity.error

    func check(_ analysis: Analysis, configuration: Configuration) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for file in analysis.facts {
            guard let allowed = configuration.layers[file.target] else { continue }
            let allowedSet = Set(allowed)
            for imported in file.imports
            where imported.module != file.target && !allowedSet.contains(imported.module) && !Configuration.systemModules.contains(imported.module) {
                let list = allowed.isEmpty ? "only the toolchain's modules" : allowed.sorted().joined(separator: ", ")
                diagnostics.append(
                    diagnostic(
                        at: imported.location,
                        "`\(file.target)` imports `\(imported.module)`, which its layer may not see (it may import \(list))",
                        fix: "move the code that needs `\(imported.module)` to a layer that may import it, or list it under `layers: \(file.target):` in \(Configuration.fileName)"
                    )
                )
            }
        }
        return diagnostics
    }
}
