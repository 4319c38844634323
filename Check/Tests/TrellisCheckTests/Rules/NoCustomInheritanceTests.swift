import Testing
import TrellisCheck

struct NoCustomInheritanceTests {
    @Test func inheritingFromOneOfTheCodebasesClassesIsAnError() throws {
        let findings = try Fixtures.findings(.noCustomInheritance, in: "Rules/no-custom-inheritance/violating")

        #expect(findings.map(\.location) == [Location(file: "Sources/Feature/Controllers.swift", line: 7, column: 35)])
        #expect(findings.first?.message == "`PhotosViewController` inherits from `BaseViewController`, a class of this codebase")
        #expect(findings.first?.notes.map(\.location.line) == [3])
    }

    @Test func frameworkClassesAndProtocolsAreFine() throws {
        #expect(try Fixtures.findings(.noCustomInheritance, in: "Rules/no-custom-inheritance/clean").isEmpty)
    }
}

/// The false findings on codebases the checker was not written for: a module-qualified
/// superclass of the same name, framework and test base classes, and code that does not use
/// the kit at all.
struct NoCustomInheritanceOwnClassTests {
    private func findings(_ targets: [(target: SourceTarget, files: [String: String])]) throws -> [Diagnostic] {
        try Checker().check(Project.inMemory(targets)).diagnostics.filter { $0.rule == .noCustomInheritance }
    }

    private func library(_ name: String, _ files: [String: String], dependencies: [String] = [], kind: SourceTarget.Kind = .library) -> (target: SourceTarget, files: [String: String]) {
        (SourceTarget(name: name, kind: kind, path: "Sources/\(name)", files: [], dependencies: dependencies), files.mapKeys { "Sources/\(name)/" + $0 })
    }

    @Test func aSuperclassQualifiedByAnotherModuleIsThatModulesClassNotTheSubclassItself() throws {
        let found = try findings([
            library("App", ["Thread.swift": "import Foundation\nimport Trellis\n\nfinal class Thread: Foundation.Thread {}\n"]),
        ])
        #expect(found.isEmpty)
    }

    @Test func aSuperclassQualifiedByTheDeclaringModuleIsThatModulesOnly() throws {
        let found = try findings([
            library("Domain", ["UsersRepository.swift": "public protocol UsersRepository: AnyObject {}\n"]),
            library("Data", ["UsersRepository.swift": "import Domain\nimport Trellis\n\nfinal class UsersRepository: Domain.UsersRepository {}\n"], dependencies: ["Domain"]),
        ])
        #expect(found.isEmpty)

        let base = try findings([
            library("Domain", ["Repository.swift": "open class OpenRepository {}\npublic class Repository {}\n"]),
            library("Data", ["UsersRepository.swift": "import Domain\nimport Trellis\n\nfinal class UsersRepository: Domain.Repository {}\nfinal class PhotosRepository: Domain.OpenRepository {}\n"], dependencies: ["Domain"]),
        ])
        #expect(base.map(\.message) == ["`UsersRepository` inherits from `Repository`, a class of this codebase"])
    }

    @Test func testCaseBaseClassesAndOpenFrameworkClassesAreMadeToBeSubclassed() throws {
        let found = try findings([
            library("Persistence", ["Record.swift": "import Trellis\n\nopen class Record {}\nfinal class Player: Record {}\n"]),
            library("AppTests", [
                "Base.swift": "import XCTest\nimport TrellisTesting\n\nclass AppTestCase: XCTestCase {}\nclass DatabaseTestCase: AppTestCase {}\nfinal class PlayerTests: DatabaseTestCase {}\n",
            ], kind: .test),
        ])
        #expect(found.isEmpty)
    }

    @Test func codeThatDoesNotUseTheKitIsNotSuperSimpleArchitecture() throws {
        let cell = "class BaseCell: UITableViewCell {}\nfinal class PhotoCell: BaseCell {}\n"
        #expect(try findings([library("App", ["Cells.swift": "import UIKit\n" + cell])]).isEmpty)
        #expect(try findings([library("App", ["Cells.swift": "import UIKit\nimport Trellis\n" + cell])]).map(\.location.line) == [4])
    }
}
