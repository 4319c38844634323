/// A module imports only what its layer may see.
///
/// By default the layers are the package's own: a module imports another target of the package
/// only if it depends on it, directly or through the targets it declares (SwiftPM lets it
/// import any target it happens to build after), and the kit's core library modules
/// (`Trellis…`, except the `TrellisTesting` test kit) import nothing but each other and the
/// toolchain. A module listed under `layers:` in
/// `.trellis-check.yml` imports only the modules listed for it, and the toolchain's. Folders
/// named with `--sources` have no manifest to declare dependencies: between them, only
/// `layers:` is checked.
struct LayerImports: Rule {
    static let id = RuleID.layerImports
    static let summary = "A module imports only the modules its layer allows: its declared dependencies, or those `layers:` lists."
    static let defaultSeverity = Severity.error

    func check(_ analysis: Analysis, configuration: Configuration) -> [Diagnostic] {
        let local = Set(analysis.project.targets.map(\.name))
        var diagnostics: [Diagnostic] = []
        for file in analysis.facts {
            let module = file.target
            for imported in file.imports where imported.module != module && !Configuration.systemModules.contains(imported.module) {
                if let allowed = configuration.layers[module] {
                    guard !allowed.contains(imported.module) else { continue }
                    let list = allowed.isEmpty ? "only the toolchain's modules" : allowed.sorted().joined(separator: ", ")
                    diagnostics.append(
                        diagnostic(
                            at: imported.location,
                            "`\(module)` imports `\(imported.module)`, which its layer may not see (it may import \(list))",
                            fix: "move the code that needs `\(imported.module)` to a layer that may import it, or list it under `layers: \(module):` in \(Configuration.fileName)"
                        )
                    )
                } else if local.contains(imported.module) {
                    // Folders named with `--sources` come with no manifest: what each may import
                    // is its own package's business, unless `layers:` says.
                    guard analysis.project.target(named: module)?.declaresDependencies ?? false,
                          !analysis.project.dependencies(of: module).contains(imported.module)
                    else { continue }
                    diagnostics.append(
                        diagnostic(
                            at: imported.location,
                            "`\(module)` imports `\(imported.module)`, a target of this package it does not depend on",
                            fix: "add \"\(imported.module)\" to `\(module)`'s dependencies in Package.swift if the layer may see it, or move the code that needs it"
                        )
                    )
                } else if Self.isCore(module), analysis.project.target(named: module)?.kind == .library {
                    diagnostics.append(
                        diagnostic(
                            at: imported.location,
                            "the core module `\(module)` imports `\(imported.module)`, which is not part of the kit",
                            fix: "the core depends on nothing but the toolchain: move the code that needs `\(imported.module)` to a separate package (as the Gallery, the benchmarks and the checker are)"
                        )
                    )
                }
            }
        }
        return diagnostics
    }

    /// The kit's core modules: the kit's, but not the test kit.
    static func isCore(_ module: String) -> Bool {
        Kit.modules.contains(module) && !module.hasPrefix("TrellisTesting")
    }
}

extension RuleID {
    /// A module importing one its layer may not see.
    public static let layerImports: RuleID = "layer-imports"
}
