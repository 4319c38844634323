import Foundation
import Testing
import Trellis

/// One way to plug: the Plug article's `Actions.plug` and `<~` and an update closure's
/// `app.plug` are one family of declarations, so a reader learns it once.
struct PlugSurfaceTests {
    @Test func theThreeSpellingsOfPlugAreOneFamilyOfAtMostSixteenDeclarations() throws {
        // Given every public declaration of `plug` or `<~` in the Plug module
        let folder = packageRoot.appendingPathComponent("Sources/TrellisPlug")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects ?? []
        var declarations: [String] = []
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in text.matches(of: /public (?:static |mutating )?func (?:plug|<~)\b[^\n]*/) {
                declarations.append("\(url.lastPathComponent): \(match.0)")
            }
        }

        // Then there are at most sixteen, none of them a second, static family
        #expect(declarations.count >= 8, "the walk found too few to be the plug family: \(declarations)")
        #expect(declarations.count <= 16, "\(declarations.count) plug declarations:\n\(declarations.joined(separator: "\n"))")
        #expect(!declarations.contains { $0.contains("static func plug") })
    }

    @Test func actionsIsTheUpdateClosuresValueSoBothSpellingsPlugTheSameScope() {
        // Given the article's spelling used inside an update closure
        let inside = withOverrides { _ in
            Actions.plug(SurfaceGreeting.self) { "hello \($0)" }
        } operation: {
            (Actions.isPlugged(SurfaceGreeting.self), action(SurfaceGreeting.self, "Dave"))
        }

        // Then it plugged that closure's scope, as `$0.plug` does, and nothing outside it
        #expect(inside.0)
        #expect(inside.1 == "hello Dave")
        #expect(!Actions.isPlugged(SurfaceGreeting.self))
    }
}

private enum SurfaceGreeting: SyncAction {
    typealias Input = String
    typealias Output = String
    typealias Failure = Never
}
