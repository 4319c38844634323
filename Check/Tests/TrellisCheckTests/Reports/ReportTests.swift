import Foundation
import Testing
import TrellisCheck

struct ReportTests {
    private let result = CheckResult(
        diagnostics: [
            Diagnostic(
                rule: .unpluggedAction, severity: .error, location: Location(file: "Sources/Feature/Like Photo.swift", line: 16, column: 19),
                message: "`LikePhoto` is called in `Int.like`", fix: "plug it",
                notes: [Diagnostic.Note(location: Location(file: "Sources/App/App.swift", line: 13, column: 1), message: "`App` starts here")]
            ),
            Diagnostic(rule: .unreadKey, severity: .warning, location: Location(file: "Sources/Feature/Clock.swift", line: 4, column: 1), message: "unread", fix: "read it"),
        ],
        baselined: [
            Diagnostic(rule: .finalInteraction, severity: .error, location: Location(file: "Sources/Feature/Old.swift", line: 2, column: 1), message: "old", fix: "make it final"),
        ],
        filesChecked: 3
    )

    @Test func textIsWhatCompilersPrint() {
        let text = TextReport(root: "Gallery").render(result)
        #expect(text == """
            Gallery/Sources/Feature/Like Photo.swift:16:19: error: [unplugged-action] `LikePhoto` is called in `Int.like` — plug it
            Gallery/Sources/App/App.swift:13:1: note: `App` starts here
            Gallery/Sources/Feature/Clock.swift:4:1: warning: [unread-key] unread — read it
            trellis-check: 1 error, 1 warning in 3 files (1 known from the baseline)

            """)
        #expect(TextReport(root: ".").render(result).hasPrefix("Sources/Feature/Like Photo.swift:16:19: error:"))
    }

    @Test func jsonCarriesEveryField() throws {
        let document = try JSONDecoder().decode(JSONValue.self, from: Data(JSONReport().render(result).utf8))
        #expect(document["errors"] == JSONValue.number(1))
        #expect(document["warnings"] == JSONValue.number(1))
        #expect(document["baselined"] == JSONValue.number(1))
        let first = try #require(document["diagnostics"]?.array?.first)
        #expect(first["rule"] == JSONValue.string("unplugged-action"))
        #expect(first["line"] == JSONValue.number(16))
        #expect(first["column"] == JSONValue.number(19))
        #expect(first["fix"] == JSONValue.string("plug it"))
        #expect(first["notes"]?.array?.count == 1)
    }

    @Test func sarifIsValidAgainstTheOfficialSchema() throws {
        let schemaURL = try #require(Bundle.module.url(forResource: "sarif-schema-2.1.0", withExtension: "json", subdirectory: "Schemas"))
        let schema = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: schemaURL))
        #expect(schema["title"] == JSONValue.string("Static Analysis Results Format (SARIF) Version 2.1.0 JSON Schema"))
        let validator = JSONSchemaValidator(schema: schema)

        let sarif = try SARIFReport(absoluteRoot: "/work/Gallery").render(result)
        let log = try JSONDecoder().decode(JSONValue.self, from: Data(sarif.utf8))

        #expect(validator.errors(in: log) == [])
        let results = try #require(log["runs"]?.array?.first?["results"]?.array)
        #expect(results.count == 3)
        #expect(results[0]["ruleId"] == JSONValue.string("unplugged-action"))
        #expect(results[0]["level"] == JSONValue.string("error"))
        #expect(results[0]["locations"]?.array?.first?["physicalLocation"]?["artifactLocation"]?["uri"] == JSONValue.string("Sources/Feature/Like%20Photo.swift"))
        #expect(results[2]["suppressions"]?.array?.first?["kind"] == JSONValue.string("external"))
        #expect(log["runs"]?.array?.first?["originalUriBaseIds"]?["%SRCROOT%"]?["uri"] == JSONValue.string("file:///work/Gallery/"))
    }

    @Test func noticesAreWrittenInEveryFormatAndSARIFStaysValid() throws {
        let noticed = CheckResult(
            diagnostics: [], filesChecked: 2, filesSkipped: 4,
            notices: [
                Notice(kind: .unparsableFile, message: "does not parse: expected '}' to end struct", location: Location(file: "Sources/Feature/Broken.swift", line: 3, column: 1)),
                Notice(kind: .noStartUp, message: "no start-up found"),
            ]
        )

        #expect(TextReport(root: ".").render(noticed) == """
            Sources/Feature/Broken.swift:3:1: warning: does not parse: expected '}' to end struct
            trellis-check: note: no start-up found
            trellis-check: 0 errors, 0 warnings in 2 files (1 file not read in full; 4 generated or vendored files skipped)

            """)
        let json = try JSONDecoder().decode(JSONValue.self, from: Data(JSONReport().render(noticed).utf8))
        #expect(json["filesSkipped"] == .number(4))
        #expect(json["notices"]?.array?.map { $0["kind"] } == [.string("unparsable-file"), .string("no-start-up")])
        #expect(json["notices"]?.array?.first?["line"] == .number(3))

        let schemaURL = try #require(Bundle.module.url(forResource: "sarif-schema-2.1.0", withExtension: "json", subdirectory: "Schemas"))
        let validator = JSONSchemaValidator(schema: try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: schemaURL)))
        let log = try JSONDecoder().decode(JSONValue.self, from: Data(SARIFReport().render(noticed).utf8))
        #expect(validator.errors(in: log) == [])
        let notifications = try #require(log["runs"]?.array?.first?["invocations"]?.array?.first?["toolExecutionNotifications"]?.array)
        #expect(notifications.map { $0["descriptor"]?["id"] } == [.string("unparsable-file"), .string("no-start-up")])
        #expect(notifications.map { $0["level"] } == [.string("warning"), .string("note")])
    }

    /// `é` is two bytes in UTF-8 and one unit in UTF-16, `𝄞` four bytes and two units: the
    /// compiler prints `2:35` for the place after them, SARIF's default `columnKind` counts 32.
    @Test func columnsAreUTF8BytesInTextAndJSONAndUTF16UnitsInSARIF() throws {
        let project = Fixtures.feature(["Classes.swift": "import Trellis\nclass Base {}\n/* é𝄞 */ final class Derived: Base {}\n"])
        let result = try Checker().check(project)
        let finding = try #require(result.diagnostics.first { $0.rule == .noCustomInheritance })

        #expect(finding.location.column == 35)
        #expect(TextReport(root: ".").render(result).hasPrefix("Sources/Feature/Classes.swift:3:35: error: [no-custom-inheritance]"))
        let json = try JSONDecoder().decode(JSONValue.self, from: Data(JSONReport().render(result).utf8))
        #expect(json["diagnostics"]?.array?.first?["column"] == .number(35))
        let log = try JSONDecoder().decode(JSONValue.self, from: Data(SARIFReport().render(result).utf8))
        let run = try #require(log["runs"]?.array?.first)
        #expect(run["columnKind"] == .string("utf16CodeUnits"))
        let region = run["results"]?.array?.first?["locations"]?.array?.first?["physicalLocation"]?["region"]
        #expect(region?["startLine"] == .number(3))
        #expect(region?["startColumn"] == .number(32))
    }

    @Test func aColumnAfterBytesThatAreNotUTF8StaysTheCompilersByteColumn() throws {
        // Given a comment holding a lone continuation byte: decoding the file as a String would
        // replace it with three bytes and shift every later column on its line.
        let folder = try TemporaryFolder.package(files: [:])
        var bytes = Array("import Trellis\nclass Base {}\n/* ".utf8)
        bytes.append(0x80)
        bytes += Array(" */ final class Derived: Base {}\n".utf8)
        try folder.write(Data(bytes), to: "Sources/Feature/Classes.swift")

        let result = try Checker().check(Project.package(at: folder.path))

        #expect(result.diagnostics.first { $0.rule == .noCustomInheritance }?.location.column == 30)
    }

    @Test func theValidatorRejectsWhatTheSchemaForbids() throws {
        let schemaURL = try #require(Bundle.module.url(forResource: "sarif-schema-2.1.0", withExtension: "json", subdirectory: "Schemas"))
        let validator = JSONSchemaValidator(schema: try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: schemaURL)))
        let broken = """
            {"version": "2.0.0", "runs": [{"tool": {"driver": {}}, "results": [{"level": "fatal", "message": {"text": "x"}}]}], "extra": 1}
            """
        let errors = validator.errors(in: try JSONDecoder().decode(JSONValue.self, from: Data(broken.utf8)))
        #expect(errors.contains("$.version: '2.0.0' is not one of the allowed values"))
        #expect(errors.contains("$: property 'extra' is not allowed"))
        #expect(errors.contains("$.runs[0].tool.driver: missing required property 'name'"))
        #expect(errors.contains("$.runs[0].results[0].level: 'fatal' is not one of the allowed values"))
    }
}
