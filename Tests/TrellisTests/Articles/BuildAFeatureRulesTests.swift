// Runs the compiler or a built program as a child process (Foundation's `Process`), which
// iOS, tvOS, watchOS and visionOS do not have: compiled where tests can start processes.
#if os(macOS) || os(Linux)

import Foundation
import Testing

/// The box of "Build a feature" that lists what the compiler checks: each rule, broken in a
/// file of its own, is a compile error, and the box still states it.
@Suite struct BuildAFeatureRulesTests {
    /// One rule of the box: words the box uses for it, and a file that breaks it.
    struct Rule: CustomTestStringConvertible, Sendable {
        let claim: String
        let broken: String
        let error: String

        var testDescription: String { claim }
    }

    static let rules = [
        Rule(
            claim: "An implementation plugged as one shared instance runs on any thread, so it is `Sendable`",
            broken: """
                final class CountingLikePhoto: AsyncPerforming {
                    var count = 0
                    func perform(_ id: Int) async throws -> Int { count += 1; return count }
                }
                func configure(_ app: inout InjectedValues) {
                    app.plug(LikeByID.self, to: CountingLikePhoto())
                }
                """,
            error: "type 'CountingLikePhoto' does not conform to the 'Sendable' protocol"
        ),
        Rule(
            claim: "so is an injected value",
            broken: """
                final class LikesCache { var likes: [Int: Int] = [:] }
                enum LikesCacheKey: InjectionKey { static let defaultValue = LikesCache() }
                """,
            error: "type 'LikesCache' does not conform to the 'Sendable' protocol"
        ),
        Rule(
            claim: "A renderable conforms to `Renderable`, which is `Sendable` and `Equatable`",
            broken: """
                struct LikeButtonRenderable: Renderable {
                    let title: String
                    let onTap: @Sendable () -> Void
                }
                """,
            error: "type 'LikeButtonRenderable' does not conform to protocol 'Equatable'"
        ),
        Rule(
            claim: "an interaction that is not main-actor isolated cannot render",
            broken: """
                final class LikesInteraction {
                    private var view = WeakRendering<LikesRenderable>()
                    func didTapLike() { view.render(LikesRenderable(message: "1 like")) }
                }
                """,
            error: "call to main actor-isolated instance method 'render' in a synchronous nonisolated context"
        ),
        Rule(
            claim: "A type is an `AsyncAction` or a `SyncAction`, never both.",
            broken: """
                enum LikeEitherWay: AsyncAction, SyncAction { typealias Input = Int }
                """,
            error: "type 'LikeEitherWay' does not conform to protocol 'Action'"
        ),
        Rule(
            claim: "`InjectedValues` has no public initialiser",
            broken: """
                func replaceTheStore() {
                    var values = InjectedValues()
                    values[LikesCountKey.self] = 3
                }
                """,
            error: "'InjectedValues' initializer is inaccessible due to 'package' protection level"
        ),
        Rule(
            claim: "An action declared `typealias Failure = Never` takes only implementations that cannot throw",
            broken: """
                struct CheckedLikeCount: SyncPerforming {
                    func perform(_ count: Int) throws -> String { "\\(count)" }
                }
                func configure(_ app: inout InjectedValues) {
                    app.plug(FormatCount.self, to: CheckedLikeCount())
                }
                """,
            error: "requires the types 'FormatCount.Failure' (aka 'Never') and 'any Error' be equivalent"
        ),
        Rule(
            claim: "one declared with an error type of its own throws that type from every call",
            broken: """
                struct UnknownPhoto: Error {}
                func like(_ id: Int) throws(UnknownPhoto) {
                    try action(RefuseLike.self, id)
                }
                """,
            error: "cannot be converted to error type 'UnknownPhoto'"
        ),
    ]

    /// What every file starts with: an action of each kind, a renderable and a key, all correct.
    static let declarations = """
        import Trellis

        enum LikeByID: AsyncAction {
            typealias Input = Int
            typealias Output = Int
        }

        enum FormatCount: SyncAction {
            typealias Input = Int
            typealias Output = String
            typealias Failure = Never
        }

        struct LikeRefused: Error { let reason: String }

        enum RefuseLike: SyncAction {
            typealias Input = Int
            typealias Failure = LikeRefused
        }

        struct LikesRenderable: Renderable { let message: String }

        enum LikesCountKey: InjectionKey { static let defaultValue = 0 }

        """

    @Test(arguments: rules)
    func theBoxStatesARuleTheCompilerEnforces(_ rule: Rule) async throws {
        let box = try #require(try Self.box())
        #expect(box.contains(rule.claim), "The box no longer says: \(rule.claim)")
        let errors = try await typecheck(Self.declarations + rule.broken).filter { $0.kind == "error" }.map(\.message)
        #expect(errors.contains { $0.contains(rule.error) }, "Expected “\(rule.error)”; the compiler said \(errors)")
    }

    @Test func theDeclarationsEveryRuleStartsFromCompile() async throws {
        #expect(try await typecheck(Self.declarations).map(\.description) == [])
    }

    /// The box says `final` is Super Simple Architecture's rule, not the compiler's: a main-actor interaction
    /// that is not `final` compiles.
    @Test func finalIsLeftToTheAuthor() async throws {
        let box = try #require(try Self.box())
        #expect(box.contains("(`final` is Super Simple Architecture's rule, not the compiler's.)"))
        let file = Self.declarations + """
            @MainActor class LikesInteraction {
                private var view = WeakRendering<LikesRenderable>()
                func didTapLike() { view.render(LikesRenderable(message: "1 like")) }
            }
            """
        #expect(try await typecheck(file).map(\.description) == [])
    }

    /// The article's "What the compiler checks for you" box, its lines joined with spaces.
    static func box() throws -> String? {
        let article = try packageText("Sources/Trellis/Documentation.docc/Articles/BuildAFeature.md")
        guard let start = article.range(of: "### What the compiler checks for you") else { return nil }
        let section = article[start.upperBound...]
        let box = section[..<(section.range(of: "\n#")?.lowerBound ?? section.endIndex)]
        return String(box.replacing(/\n>\s*/, with: " "))
    }
}

#endif
