import Testing
import TrellisCheck

struct LayerImportsTests {
    @Test func aModuleImportsOnlyTheTargetsItDependsOnAndTheCoreNothingOutsideTheKit() throws {
        let findings = try Fixtures.findings(.layerImports, in: "Rules/layer-imports/violating")

        #expect(findings.map(\.location) == [
            Location(file: "Sources/TrellisPlug/Actions.swift", line: 2, column: 1),
            Location(file: "Sources/TrellisRendering/Rendering.swift", line: 2, column: 1),
            Location(file: "Sources/TrellisRendering/Rendering.swift", line: 3, column: 1),
        ])
        #expect(findings.map(\.message) == [
            "`TrellisPlug` imports `TrellisRendering`, a target of this package it does not depend on",
            "`TrellisRendering` imports `TrellisInjection`, a target of this package it does not depend on",
            "the core module `TrellisRendering` imports `Hummingbird`, which is not part of the kit",
        ])
    }

    @Test func dependenciesAndToolchainModulesAreAllowed() throws {
        #expect(try Fixtures.findings(.layerImports, in: "Rules/layer-imports/clean").isEmpty)
    }

    @Test func theConfigurationListsWhatAModuleMayImport() throws {
        var configuration = Configuration()
        configuration.layers["TrellisRendering"] = ["TrellisInjection", "Hummingbird"]
        #expect(try Fixtures.findings(.layerImports, in: "Rules/layer-imports/violating", configuration: configuration).map(\.location.file)
            == ["Sources/TrellisPlug/Actions.swift"])

        let project = Fixtures.feature(["Models.swift": "import GRDB\nimport Trellis\n"])
        #expect(try Checker().check(project).diagnostics.filter { $0.rule == .layerImports }.isEmpty)
        configuration.layers["Feature"] = ["Trellis"]
        let findings = try Checker(configuration: configuration).check(project).diagnostics.filter { $0.rule == .layerImports }
        #expect(findings.map(\.message) == ["`Feature` imports `GRDB`, which its layer may not see (it may import Trellis)"])
    }

    /// Folders named with `--sources` come from packages whose manifests the checker does not
    /// read: an import between them is their manifests' business.
    @Test func foldersNamedOnTheCommandLineImportEachOtherFreely() throws {
        let root = Fixtures.root + "/Rules/layer-imports/violating"
        let project = try Project.folders(["Sources/TrellisPlug", "Sources/TrellisRendering", "Sources/TrellisInjection"], root: root)
        let findings = try Checker().check(project).diagnostics.filter { $0.rule == .layerImports }
        #expect(findings.map(\.message) == ["the core module `TrellisRendering` imports `Hummingbird`, which is not part of the kit"])

        var configuration = Configuration()
        configuration.layers["TrellisPlug"] = []
        let layered = try Checker(configuration: configuration).check(project).diagnostics.filter { $0.rule == .layerImports }
        #expect(layered.map(\.location.file).contains("Sources/TrellisPlug/Actions.swift"))
    }
}
