import Testing
import TrellisCheck

struct ScannerTests {
    /// swift-syntax's debug builds stop at 20 levels of nesting unless told otherwise; the
    /// checker reads as deep as a release build does, in either build.
    @Test func codeNestedDeeperThanTheDebugParsersDefaultIsReadInFull() throws {
        let nested = String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100)
        let body = String(repeating: "VStack { ", count: 40) + "Text(\"deep\")" + String(repeating: " }", count: 40)
        let project = Fixtures.feature([
            "Deep.swift": "import Trellis\nlet value = \(nested)\nstruct Deep { var body: some View { \(body) } }\nclass Base {}\nfinal class Derived: Base {}\n",
        ])

        let result = try Checker().check(project)

        #expect(result.notices.filter { $0.location != nil } == [])
        #expect(result.diagnostics.map(\.rule) == [.noCustomInheritance])
    }

    /// A clause no build compiles is not read, for every rule; one that depends on the build is,
    /// even where the answer could not change its value (`compiler(>=6) && false`).
    @Test func codeInAClauseNoBuildCompilesIsNotRead() throws {
        let project = Fixtures.feature([
            "Classes.swift": """
                import Trellis
                class Base {}
                #if false
                final class Never: Base {}
                #elseif os(iOS)
                final class OnPhones: Base {}
                #else
                final class Elsewhere: Base {}
                #endif
                #if true
                #else
                final class Dead: Base {}
                #endif
                struct Holder {
                    #if compiler(>=6) && false
                    final class Nested: Base {}
                    #endif
                }
                """,
        ])

        let findings = try Checker().check(project).diagnostics.filter { $0.rule == .noCustomInheritance }

        #expect(findings.map(\.location.line) == [6, 8, 16])
    }
}
