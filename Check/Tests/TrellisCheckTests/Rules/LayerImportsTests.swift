import Testing
import TrellisCheck

struct LayerImportsTests {
    @Test func theKitsLayersAreTheDefault() throws {
        let findings = try Fixtures.findings(.layerImports, in: "Rules/layer-imports/violating")

        #expect(findings.map(\.location.line) == [2, 3])
        #expect(findings.first?.message == "`TrellisRendering` imports `TrellisInjection`, which its layer may not see (it may import only the toolchain's modules)")
    }

    @Test func toolchainModulesAreAlwaysAllowed() throws {
        #expect(try Fixtures.findings(.layerImports, in: "Rules/layer-imports/clean").isEmpty)
    }

    @Test func theConfigurationAllowsMoreAndLayersAppModules() throws {
        var configuration = Configuration()
        configuration.layers["TrellisRendering"] = ["TrellisInjection", "Hummingbird"]
        #expect(try Fixtures.findings(.layerImports, in: "Rules/layer-imports/violating", configuration: configuration).isEmpty)

        let project = Fixtures.feature(["Models.swift": "import GRDB\nimport Trellis\n"])
        configuration.layers["Feature"] = ["Trellis"]
        let findings = try Checker(configuration: configuration).check(project).diagnostics.filter { $0.rule == .layerImports }
        #expect(findings.map(\.message) == ["`Feature` imports `GRDB`, which its layer may not see (it may import Trellis)"])
    }
}
