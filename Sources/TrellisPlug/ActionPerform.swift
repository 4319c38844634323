public import TrellisStorage  // public: the inlinable call path names the caller's location

/// `LikePhoto.perform(photo)`: a call spelling that no local named `action` can hide.
///
/// The Plug article's `action(LikePhoto.self, photo)` is a free function, so any property,
/// parameter or method named `action` in scope hides it and the call stops compiling. A static
/// method on the action itself has no such neighbour; both spellings run the same code and
/// throw the same typed `Failure`.
extension AsyncAction {
    /// Performs the action with the implementation plugged for it.
    ///
    /// - Throws: What the implementation throws, as the action's `Failure` (none for
    ///   `Failure = Never`). Unplugged, an action whose `Failure` is `any Error` throws
    ///   ``ActionError``; any other stops with the same message.
    @inlinable @inline(__always)
    nonisolated(nonsending) public static func perform(_ input: Input, fileID: StaticString = #fileID, line: UInt = #line) async throws(Failure) -> Output {
        try await ActionCall.perform(Self.self, input, at: CallerLocation(fileID: fileID, line: line))
    }

    /// Performs an action that takes no input.
    ///
    /// - Throws: As the form that takes an input: the action's `Failure`.
    @inlinable @inline(__always)
    nonisolated(nonsending) public static func perform(fileID: StaticString = #fileID, line: UInt = #line) async throws(Failure) -> Output where Input == Void {
        try await ActionCall.perform(Self.self, (), at: CallerLocation(fileID: fileID, line: line))
    }
}

extension SyncAction {
    /// Performs the action with the implementation plugged for it.
    ///
    /// - Throws: What the implementation throws, as the action's `Failure` (none for
    ///   `Failure = Never`). Unplugged, an action whose `Failure` is `any Error` throws
    ///   ``ActionError``; any other stops with the same message.
    @inlinable @inline(__always)
    public static func perform(_ input: Input, fileID: StaticString = #fileID, line: UInt = #line) throws(Failure) -> Output {
        try ActionCall.perform(Self.self, input, at: CallerLocation(fileID: fileID, line: line))
    }

    /// Performs an action that takes no input.
    ///
    /// - Throws: As the form that takes an input: the action's `Failure`.
    @inlinable @inline(__always)
    public static func perform(fileID: StaticString = #fileID, line: UInt = #line) throws(Failure) -> Output where Input == Void {
        try ActionCall.perform(Self.self, (), at: CallerLocation(fileID: fileID, line: line))
    }
}
