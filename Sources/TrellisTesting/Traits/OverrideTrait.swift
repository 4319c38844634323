public import Testing
public import TrellisInjection
import Synchronization

/// A trait that runs each test inside one override scope: replaced injected values and
/// plugged actions, for that test only.
///
/// ```swift
/// @Test(.overriding(configureGallery))                              // the app's start-up, scoped
/// @Test(.injecting(\.usersRepository, MockedUsersRepository()))     // one key
/// @Test(.plugging(LikePhoto.self, to: likePhotoSpy))                // one action
/// @Suite(.injecting { $0[APIClientKey.self] = StubAPIClient() })   // every test of a suite
/// ```
///
/// However many of these traits a test and its suites list, they make **one** scope, built
/// once per test case, and the order they are listed in never matters:
/// 1. values (`.injecting`) and single actions (`.plugging`) are **pinned**
///    (`InjectedValues.pinning(_:)`);
/// 2. then general updates run (`.overriding`, such as the app's start-up function), whose
///    own values are held back so the test reads each key's test value unless it names it. A
///    start-up's own line for a pinned key — `app.commentsRepository = InMemoryCommentsRepository()`,
///    `app.plug(LikePhoto.self, to: …)` — leaves the test's value in place, so everything the
///    start-up builds after it (an implementation with `@Injected(\.commentsRepository)`) sees
///    the test's value, as the test body does.
///
/// Within each step a suite's traits come before the test's own, so the test's writes win.
///
/// The scope is task-local: tests running in parallel each see their own overrides, tasks a
/// test starts see them too, and nothing needs restoring.
public struct OverrideTrait: TestTrait, SuiteTrait, TestScoping {
    /// When a trait's update runs, relative to the test's other override traits.
    enum Stage {
        case values, updates, plugs
    }

    let stage: Stage
    let update: @Sendable (inout InjectedValues) throws -> Void
    /// Whether `update` is main-actor code (an app's start-up in a target whose default
    /// isolation is the main actor), so the scope is built on the main actor.
    let onMainActor: Bool
    /// Tells this trait apart from the others of a test, which closures cannot.
    private let id: Int

    init(_ stage: Stage, onMainActor: Bool = false, update: @escaping @Sendable (inout InjectedValues) throws -> Void) {
        self.stage = stage
        self.onMainActor = onMainActor
        self.update = update
        id = Self.made.add(1, ordering: .relaxed).newValue
    }

    private static let made = Atomic<Int>(0)

    /// Applies to every test of a suite, one scope per test case.
    public var isRecursive: Bool {
        true
    }

    /// Runs the test inside the one scope made from all of its override traits.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        // The first override trait of a test case builds the scope for all of them; the others,
        // and a suite's own (case-less) scope, pass straight through.
        guard testCase != nil, !Self.applied.contains(id) else { return try await function() }
        var traits = test.traits.compactMap { $0 as? OverrideTrait }.filter { !Self.applied.contains($0.id) }
        if !traits.contains(where: { $0.id == id }) { traits.append(self) }
        let ordered = Self.ordered(traits)
        try await TestRuns.running(test) {
            try await Self.$applied.withValue(Self.applied.union(traits.map(\.id))) {
                try await Self.overriding(ordered, function)
            }
        }
    }

    /// Runs `function` in one scope with the updates of `ordered` traits, built on the main
    /// actor when one of them is main-actor code.
    private static func overriding(_ ordered: [OverrideTrait], _ function: @Sendable () async throws -> Void) async throws {
        if ordered.contains(where: \.onMainActor) {
            try await overridingOnMainActor(ordered, function)
        } else {
            try await overriding(ordered, isolation: nil, function)
        }
    }

    @MainActor
    private static func overridingOnMainActor(_ ordered: [OverrideTrait], _ function: @Sendable () async throws -> Void) async throws {
        try await overriding(ordered, isolation: MainActor.shared, function)
    }

    /// Builds the scope on `isolation` (the update closure runs where `withOverrides` is called).
    private static func overriding(
        _ ordered: [OverrideTrait], isolation: isolated (any Actor)?, _ function: @Sendable () async throws -> Void
    ) async throws {
        try await withOverrides { values in
            for trait in ordered {
                if trait.stage == .updates {
                    try values.holdingBackValues(trait.update)
                } else {
                    try values.pinning(trait.update)
                }
            }
        } operation: {
            try await function()
        }
    }

    /// `traits` in the order their updates run — pinned values, pinned plugs, then updates —
    /// and within each step in the order listed (a suite's before a test's own).
    static func ordered(_ traits: [OverrideTrait]) -> [OverrideTrait] {
        let steps: [Stage] = [.values, .plugs, .updates]
        return steps.flatMap { step in traits.filter { $0.stage == step } }
    }

    /// The traits whose updates the current task's scope already holds.
    @TaskLocal private static var applied: Set<Int> = []
}

extension Trait where Self == OverrideTrait {
    /// Runs the app's start-up for the test or suite: the app's real wiring, with doubles
    /// underneath.
    ///
    /// ```swift
    /// @Test(.overriding(configureGallery))
    /// @Test(.overriding(configureGallery), .injecting(\.usersRepository, mock))
    /// ```
    ///
    /// The actions and observers the start-up plugs go in; the values it installs are held
    /// back, so every key the test does not name with `.injecting` reads its test value —
    /// in the body and in every implementation the start-up made. A value the test runs on is
    /// named with `.injecting`; plugs alone can go here too: `.overriding { $0.plug(…) }`.
    ///
    /// The start-up runs on the main actor, so it may be main-actor code — as every function is
    /// in a target whose default isolation is the main actor, Xcode's setting for a new app.
    public static func overriding(_ update: @escaping @MainActor @Sendable (inout InjectedValues) throws -> Void) -> Self {
        OverrideTrait(.updates, onMainActor: true) { values in
            try MainActor.assumeIsolated { try update(&values) }
        }
    }

    /// Replaces injected values for the test or suite, pinned: a start-up the test also runs
    /// (`.overriding`) keeps them.
    ///
    /// ```swift
    /// @Test(.injecting { $0.usersRepository = MockedUsersRepository() })
    /// ```
    public static func injecting(_ update: @escaping @Sendable (inout InjectedValues) throws -> Void) -> Self {
        OverrideTrait(.values, update: update)
    }

    /// Replaces one injected value for the test or suite, pinned: a start-up the test also runs
    /// (`.overriding`) keeps it, and everything the start-up builds resolves it.
    ///
    /// ```swift
    /// @Test(.injecting(\.usersRepository, MockedUsersRepository()))
    /// ```
    public static func injecting<Value: Sendable>(
        _ keyPath: any WritableKeyPath<InjectedValues, Value> & Sendable, _ value: Value
    ) -> Self {
        // Through the static subscript, which never reads the key (a required key has no value yet).
        OverrideTrait(.values) { _ in InjectedValues[keyPath] = value }
    }
}
