public import TrellisInjection

/// The process's injected values, under the name the Plug article plugs through:
/// `Actions.plug(LikePhoto.self, to: MyLikePhoto())`.
///
/// ```swift
/// // At start-up:
/// Actions.plug(LikePhoto.self, to: NetworkLikePhoto(client: client))
/// LikePhoto.self <~ NetworkLikePhoto(client: client)                 // the same, shorter
/// Actions.plug(RefreshFeed.self) { try await feed.reload() }          // a closure
/// Actions.plug(LikePhoto.self, factory: { NetworkLikePhoto(client: client) })  // fresh per call
/// ```
///
/// `Actions` is an `InjectedValues` — the same value as the `$0` of an update closure — so
/// `Actions.plug` *is* `InjectedValues.plug`, with every form it has: at start-up it plugs for
/// the whole process; inside an update closure (`withOverrides`, a trait,
/// `InjectedValues.install`) it plugs for that closure's scope only. A plug takes effect as it
/// is made, so there is nothing left to write back.
///
/// ## One instance or one per call
/// `plug(_:to:)` and `<~` plug **one shared instance**: the value you pass is kept and performs
/// every call, from any thread, so it must be `Sendable`. `plug(_:factory:)` makes **a fresh
/// instance for every call**, as the original Plug did by plugging an autoclosure.
///
/// Plugging again replaces the previous implementation, which is freed; plugging and calling
/// are safe from any thread at any time, and a replaced implementation is called as fast as
/// the first.
public var Actions: InjectedValues {
    get { InjectedValues() }
    // Each plug was made as it was called; the value holds nothing to install.
    set {}
}

extension InjectedValues {
    /// Whether `action` has an implementation in the current task: `Actions.isPlugged(LikePhoto.self)`.
    public func isPlugged<A: Action>(_ action: A.Type) -> Bool {
        ActionStorage.isPlugged(action)
    }
}
