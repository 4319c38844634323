import Testing
import TrellisCheck

struct ImmutableRenderableTests {
    @Test func mutableOrReferenceRenderablesAreErrors() throws {
        let findings = try Fixtures.findings(.immutableRenderable, in: "Rules/immutable-renderable/violating")

        #expect(findings.map(\.location.line) == [6, 10, 22])
        #expect(findings[0].message == "the renderable `CounterRenderable` has a mutable stored property `count`")
        #expect(findings[1].message == "the renderable `ProfileRenderable` is a class: a renderable is a dead, immutable value")
        #expect(findings[2].message == "the renderable `BadgeRenderable` has a mutable stored property `text`")
    }

    @Test func letPropertiesComputedPropertiesStaticsAndEnumsAreFine() throws {
        #expect(try Fixtures.findings(.immutableRenderable, in: "Rules/immutable-renderable/clean").isEmpty)
    }
}
