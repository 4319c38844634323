import Foundation
import Testing
@testable import TrellisCheck

struct ScaffoldTemplatesTests {
    /// A pattern without templates would fail only when someone asks for it, and a folder
    /// without a pattern is never written: each side is checked against the other.
    @Test func everyPatternHasItsTemplateFolderAndEveryFolderIsAPatternsOrShared() throws {
        let folders = try ScaffoldTemplates().folders()
        let expected = Scaffold.Pattern.allCases.map(\.folder) + [ScaffoldTemplates.sharedFolder]
        #expect(folders == expected.sorted())
    }

    @Test(arguments: Scaffold.Pattern.allCases)
    func everyPatternHasSourcesAndATest(_ pattern: Scaffold.Pattern) throws {
        let templates = try ScaffoldTemplates()
        #expect(try templates.sources(of: pattern).count > 1)
        #expect(try templates.tests(of: pattern).map(\.name).filter { $0.hasSuffix("Tests.swift") }.count == 1)
    }

    /// A misspelt placeholder (`{{Nmae}}`) would be written as it is, and fail to compile in the
    /// app: every placeholder in the templates is one ``ScaffoldPlaceholders`` fills.
    @Test(arguments: Scaffold.Pattern.allCases)
    func everyPlaceholderIsFilled(_ pattern: Scaffold.Pattern) throws {
        for file in try Scaffold(pattern: pattern, name: "Greeting", module: "App").files() {
            #expect(!file.path.contains("{{") && !file.path.contains("}}"), "\(file.path)")
            #expect(!file.contents.contains("{{") && !file.contents.contains("}}"), "\(file.path)")
        }
    }

    @Test func placeholdersAreFilledInNamesAndText() {
        let placeholders = ScaffoldPlaceholders(name: "PhotoGrid", module: "App")
        #expect(placeholders.fill("{{Name}}View.swift") == "PhotoGridView.swift")
        #expect(placeholders.fill("the {{name}} screen, in {{Module}}") == "the photoGrid screen, in App")
    }

    @Test func aMissingTemplateFolderIsNamed() throws {
        let folder = try TemporaryFolder()
        try folder.write("enum Load{{Name}} {}\n", to: "Shared/Sources/Load{{Name}}.swift")
        try folder.createFolder("Shared/Tests")
        let templates = try ScaffoldTemplates(root: URL(fileURLWithPath: folder.path))

        #expect(throws: CheckError("the scaffold template folder Templates/MVC/Sources is missing from \(folder.path)")) {
            try templates.sources(of: .mvc)
        }
        try folder.write("final class {{Name}}View {}\n", to: "MVC/Sources/{{Name}}View.swift")
        try folder.createFolder("MVC/Tests")
        #expect(throws: CheckError("the scaffold template folder Templates/MVC/Tests is empty, in \(folder.path)")) {
            try templates.tests(of: .mvc)
        }
    }
}
