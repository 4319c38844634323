import Foundation
import Testing
import TrellisCheck

struct ProjectTests {
    @Test func twoLinksBackUpTheTreeReadEachFileOnce() throws {
        // Given a folder with two links to itself: following them reads the folder 2^depth times.
        let folder = try TemporaryFolder()
        try folder.write("struct S2 {}\n", to: "Sources/S2.swift")
        try folder.link("Sources/a", to: ".")
        try folder.link("Sources/b", to: ".")

        let project = try Project.folders(["Sources"], root: folder.path)

        #expect(project.targets.flatMap(\.files) == ["Sources/S2.swift"])
    }

    @Test func aLinkToAFolderReadElsewhereDoesNotRepeatItsFindings() throws {
        // Given a package whose target links to a folder inside itself.
        let folder = try TemporaryFolder()
        try folder.write("// swift-tools-version: 6.1\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"Feature\")])\n", to: "Package.swift")
        try folder.write("import Trellis\nclass Base {}\nfinal class Derived: Base {}\n", to: "Sources/Feature/Shared/Classes.swift")
        try folder.link("Sources/Feature/Again", to: "Shared")

        let result = try Checker().check(Project.package(at: folder.path))

        #expect(result.filesChecked == 1)
        #expect(result.diagnostics.filter { $0.rule == .noCustomInheritance }.count == 1)
    }

    @Test func aLinkToAFolderOutsideThePackageIsRead() throws {
        let folder = try TemporaryFolder()
        try folder.write("struct Shared {}\n", to: "Elsewhere/Shared.swift")
        try folder.createFolder("Sources")
        try folder.link("Sources/Shared", to: "../Elsewhere")

        let project = try Project.folders(["Sources"], root: folder.path)

        #expect(project.targets.flatMap(\.files) == ["Sources/Shared/Shared.swift"])
    }
}
