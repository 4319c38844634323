/// Plugs an implementation into an action: `LikePhoto.self <~ NetworkLikePhoto()`.
infix operator <~ : AssignmentPrecedence

/// Plugs one shared `implementation` into `action`, like ``Actions/plug(_:to:)-(_,I)``.
public func <~ <A: AsyncAction, I: AsyncPerforming & Sendable>(action: A.Type, implementation: I)
where I.Input == A.Input, I.Output == A.Output {
    Actions.plug(action, to: implementation)
}

/// Plugs one shared `implementation` into `action`, like ``Actions/plug(_:to:)-(_,I)``.
public func <~ <A: SyncAction, I: SyncPerforming & Sendable>(action: A.Type, implementation: I)
where I.Input == A.Input, I.Output == A.Output, I.Failure == A.Failure {
    Actions.plug(action, to: implementation)
}

/// Plugs one shared, non-throwing `implementation` into an action that may throw.
public func <~ <A: SyncAction, I: SyncPerforming & Sendable>(action: A.Type, implementation: I)
where I.Input == A.Input, I.Output == A.Output, I.Failure == Never, A.Failure == any Error {
    Actions.plug(action, to: implementation)
}
