import Foundation
import Testing
import TrellisCheck

/// Every declaration a finding suggests compiles: each violating source below is checked, each
/// finding's fix is written into it in place of what it fixes, and `swiftc -typecheck` reads the
/// result — Swift 6, `ExistentialAny`, warnings as errors — which then checks clean.
///
/// The kit's and UIKit's types are stand-ins (there is no UIKit on Linux, and building the kit
/// for a type check would take minutes): the suggestions are about Swift's rules for `weak`,
/// `any`, `let` and `final`, which the stand-ins keep.
struct FixCompilationTests {
    /// The kit's protocols and UIKit's classes, as the snippets use them.
    static let standIns = """
        protocol Renderable: Sendable, Equatable {}
        protocol Rendering<Content>: AnyObject {
            associatedtype Content: Renderable
            func render(_ content: Content)
        }
        protocol ViperView: AnyObject {}
        protocol ViperPresenter: AnyObject {}
        protocol ViperInteractor: AnyObject {}
        protocol ViperRouter: AnyObject {}
        struct WeakRendering<Content: Renderable> {}
        class UIViewController {}

        """

    /// Violating sources, each with the rules whose fixes it exercises.
    static let sources: [(name: String, rules: [RuleID], text: String)] = [
        ("protocol-typed VIPER module", [.weakViewReference], """
            import UIKit

            protocol LoginViewProtocol: AnyObject {}
            protocol LoginPresenterProtocol: AnyObject {}
            protocol LoginInteractorInputProtocol: AnyObject {}
            protocol LoginInteractorOutputProtocol: AnyObject {}
            protocol LoginRouterProtocol: AnyObject {}

            final class LoginViewController: UIViewController, LoginViewProtocol {
                var presenter: (any LoginPresenterProtocol)!
            }

            final class LoginPresenter: LoginPresenterProtocol, LoginInteractorOutputProtocol {
                var view: (any LoginViewProtocol)!
                var interactor: (any LoginInteractorInputProtocol)?
                var router: (any LoginRouterProtocol)?
            }

            final class LoginInteractor: LoginInteractorInputProtocol {
                var output: any LoginInteractorOutputProtocol

                init(output: any LoginInteractorOutputProtocol) {
                    self.output = output
                }
            }

            final class LoginRouter: LoginRouterProtocol {
                var presenters: [any LoginPresenterProtocol] = []
                var views: [String: any LoginViewProtocol] = [:]
            }
            """),
        ("a view held by its class", [.weakViewReference], """
            import UIKit

            final class PhotoViewController: UIViewController {
                let presenter: PhotoPresenter

                init(presenter: PhotoPresenter) {
                    self.presenter = presenter
                }
            }

            final class PhotoPresenter {
                var view: UIViewController?
                var screen: PhotoViewController?
            }
            """),
        ("a protocol that is not class-bound", [.weakViewReference], """
            protocol Refreshing {}
            protocol ScreenView: Refreshing {
                func show()
            }

            final class ScreenPresenter {
                var view: (any ScreenView)?
            }

            final class ScreenController: ScreenView {
                let presenter = ScreenPresenter()

                func show() {}
            }
            """),
        ("the kit's parts", [.weakViewReference, .immutableRenderable, .finalInteraction], """
            import Trellis

            struct BannerRenderable: Renderable {
                let title: String
                var count: Int
                var subtitle = ""
            }

            final class ProfileRenderable: Renderable {
                let name: String

                init(name: String) {
                    self.name = name
                }

                static func == (lhs: ProfileRenderable, rhs: ProfileRenderable) -> Bool { lhs.name == rhs.name }
            }

            protocol BannerRendering: Rendering<BannerRenderable> {}
            protocol UserViewContract: ViperView {}

            class PodBayDoorsInteraction<Banner: BannerRendering> {
                let banner: Banner
                private var other = WeakRendering<BannerRenderable>()

                init(banner: Banner) {
                    self.banner = banner
                }
            }

            final class UserRouter: ViperRouter {
                var entry: (any UserViewContract)?
                var presenter: (any ViperPresenter)?
            }
            """),
    ]

    @Test(arguments: sources.indices)
    func eachSuggestedDeclarationCompilesAndChecksClean(_ index: Int) throws {
        let (name, rules, text) = Self.sources[index]
        let findings = try Self.findings(text, rules: rules)
        #expect(Set(findings.map(\.rule)) == Set(rules), "\(name): \(findings)")

        var lines = text.components(separatedBy: "\n")
        for finding in findings {
            try Self.apply(finding, to: &lines)
        }
        let fixed = lines.joined(separator: "\n")
        let (status, output) = try Self.typecheck(fixed)
        #expect(status == 0, "\(name): the fixed source does not compile:\n\(output)\n\(fixed)")
        #expect(try Self.findings(fixed, rules: rules).isEmpty, "\(name): the fixed source still breaks the rules:\n\(fixed)")
    }

    /// The original sources compile as well: what fails after a fix is the fix.
    @Test(arguments: sources.indices)
    func eachViolatingSourceCompiles(_ index: Int) throws {
        let (status, output) = try Self.typecheck(Self.sources[index].text)
        #expect(status == 0, "\(Self.sources[index].name):\n\(output)")
    }

    /// The source's findings in an app that imports the kit elsewhere, as the sources that do not
    /// use it are checked: a project in which no file imports the kit is not checked at all.
    private static func findings(_ text: String, rules: [RuleID]) throws -> [Diagnostic] {
        let files = ["Source.swift": text, "App.swift": "import Trellis\n"]
        return try Checker().check(Fixtures.feature(files)).diagnostics.filter { rules.contains($0.rule) }
    }

    /// Writes a finding's suggestion into the source: a declaration in place of the line the
    /// finding points at, `final class` or `struct` in place of the type's keyword, a protocol's
    /// new inheritance clause in place of its old one.
    private static func apply(_ finding: Diagnostic, to lines: inout [String]) throws {
        // Code, not a keyword named in passing (`let` properties) nor a template (`WeakRendering<…>`).
        let code = quoted(in: finding.fix).filter { !$0.contains("…") && $0.contains(" ") }
        let index = finding.location.line - 1
        let line = lines[index]
        let indentation = String(line.prefix { $0 == " " })
        var replacement: [String] = []
        for snippet in code {
            if snippet.hasPrefix("protocol ") {
                let name = snippet.dropFirst("protocol ".count).prefix { $0 != ":" }
                let declaration = try #require(lines.firstIndex { $0.hasPrefix("protocol \(name):") || $0.hasPrefix("protocol \(name) ") })
                let body = lines[declaration].firstIndex(of: "{").map { " " + lines[declaration][$0...] } ?? ""
                lines[declaration] = snippet + body
            } else if (snippet.hasPrefix("final class ") || snippet.hasPrefix("struct ")) && !snippet.contains("{") {
                let typeName = snippet.split(separator: " ").last!
                let keyword = try #require(line.range(of: "class \(typeName)"))
                let start = line[..<keyword.lowerBound].hasSuffix("final ") ? line.index(keyword.lowerBound, offsetBy: -"final ".count) : keyword.lowerBound
                lines[index] = String(line[..<start]) + snippet + String(line[keyword.upperBound...])
            } else {
                replacement.append(indentation + snippet)
            }
        }
        if !replacement.isEmpty {
            lines[index] = replacement.joined(separator: "\n")
        }
    }

    /// The code spans of a fix: what is between backticks.
    private static func quoted(in text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// `swiftc -typecheck` of the source, its imports replaced by the stand-ins.
    private static func typecheck(_ text: String) throws -> (Int32, String) {
        let source = standIns + text.components(separatedBy: "\n").filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fix-\(UUID().uuidString).swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try runOnPath([
            "swiftc", "-typecheck", "-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny", "-warnings-as-errors", file.path,
        ])
    }
}
