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
}
