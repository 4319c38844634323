public import Testing
public import TrellisPlug

/// A trait that plugs actions for one test, or for every test of a suite.
///
/// ```swift
/// let likePhoto = ActionSpy(LikePhoto.self).returning()
///
/// @Test(.plugging(LikePhoto.self, to: likePhoto))
/// func likingAPhoto() async throws { … }
///
/// @Suite(.plugging(CountLikes.self) { photo in photo.likes })
/// struct LikeCounterTests { … }
/// ```
///
/// The plugs are made with `withPluggedActions` around each test, so the app's global plugs
/// are untouched; see ``OverrideTrait``.
public typealias PluggingTrait = OverrideTrait<PluggedActions>

extension OverrideTrait where Overrides == PluggedActions {
    init(plug: @escaping @Sendable (inout PluggedActions) throws -> Void) {
        self.init { test in try await withPluggedActions(plug) { try await test() } }
    }
}

// MARK: - Several plugs

extension Trait where Self == PluggingTrait {
    /// Plugs several actions at once.
    ///
    /// ```swift
    /// @Suite(.plugging {
    ///     $0.plug(LikePhoto.self, to: likePhoto)
    ///     $0.plug(CountLikes.self) { $0.likes }
    /// })
    /// ```
    public static func plugging(_ plug: @escaping @Sendable (inout PluggedActions) throws -> Void) -> Self {
        PluggingTrait(plug: plug)
    }
}

// MARK: - Async actions

extension Trait where Self == PluggingTrait {
    /// Plugs one shared `implementation` — a spy, a fake — into an async action.
    public static func plugging<A: AsyncAction, I: AsyncPerforming & Sendable>(_ action: A.Type, to implementation: I) -> Self
    where I.Input == A.Input, I.Output == A.Output {
        PluggingTrait { $0.plug(action, to: implementation) }
    }

    /// Plugs a closure into an async action.
    public static func plugging<A: AsyncAction>(
        _ action: A.Type,
        perform: @escaping @Sendable (A.Input) async throws -> A.Output
    ) -> Self {
        PluggingTrait { $0.plug(action, perform: perform) }
    }
}

// MARK: - Sync actions

extension Trait where Self == PluggingTrait {
    /// Plugs one shared `implementation` into a sync action.
    public static func plugging<A: SyncAction, I: SyncPerforming & Sendable>(_ action: A.Type, to implementation: I) -> Self
    where I.Input == A.Input, I.Output == A.Output, I.Failure == A.Failure {
        PluggingTrait { $0.plug(action, to: implementation) }
    }

    /// Plugs one shared, non-throwing `implementation` into a sync action that may throw.
    public static func plugging<A: SyncAction, I: SyncPerforming & Sendable>(_ action: A.Type, to implementation: I) -> Self
    where I.Input == A.Input, I.Output == A.Output, I.Failure == Never, A.Failure == any Error {
        PluggingTrait { $0.plug(action, to: implementation) }
    }

    /// Plugs a closure into a sync action.
    public static func plugging<A: SyncAction>(
        _ action: A.Type,
        perform: @escaping @Sendable (A.Input) throws(A.Failure) -> A.Output
    ) -> Self {
        PluggingTrait { $0.plug(action, perform: perform) }
    }
}
