/// Plugs an implementation into an action: `LikePhoto.self <~ NetworkLikePhoto()`.
infix operator <~ : AssignmentPrecedence

/// Plugs one shared `implementation` into an async `action`: `Actions.plug(_:to:)` spelled shorter.
public func <~ <A: AsyncAction, I: AsyncPerforming & Sendable>(action: A.Type, implementation: I)
where I.Input == A.Input, I.Output == A.Output, I.Failure == A.Failure {
    Actions.plug(action, to: implementation)
}

/// Plugs one shared implementation that cannot throw into an async action that may.
public func <~ <A: AsyncAction, I: AsyncPerforming & Sendable>(action: A.Type, implementation: I)
where I.Input == A.Input, I.Output == A.Output, I.Failure == Never, A.Failure == any Error {
    Actions.plug(action, to: implementation)
}

/// Plugs one shared `implementation` into a sync `action`; `Actions.plug(_:to:)` spelled shorter.
public func <~ <A: SyncAction, I: SyncPerforming & Sendable>(action: A.Type, implementation: I)
where I.Input == A.Input, I.Output == A.Output, I.Failure == A.Failure {
    Actions.plug(action, to: implementation)
}

/// Plugs one shared implementation that cannot throw into a sync action that may.
public func <~ <A: SyncAction, I: SyncPerforming & Sendable>(action: A.Type, implementation: I)
where I.Input == A.Input, I.Output == A.Output, I.Failure == Never, A.Failure == any Error {
    Actions.plug(action, to: implementation)
}
