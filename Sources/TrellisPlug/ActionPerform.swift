/// `LikePhoto.perform(photo)`: a call spelling that no local named `action` can hide.
///
/// The seed's `action(LikePhoto.self, photo)` is a free function, so any property, parameter
/// or method named `action` in scope hides it and the call stops compiling. A static method on
/// the action itself has no such neighbour; both spellings run the same code.
extension AsyncAction {
    /// Performs the action with the implementation plugged for it.
    ///
    /// - Throws: ``ActionError`` when nothing is plugged; otherwise what the implementation throws.
    @inlinable @inline(__always)
    public static func perform(_ input: Input, fileID: StaticString = #fileID, line: UInt = #line) async throws -> Output {
        try await action(Self.self, input, fileID: fileID, line: line)
    }

    /// Performs an action that takes no input.
    @inlinable @inline(__always)
    public static func perform(fileID: StaticString = #fileID, line: UInt = #line) async throws -> Output where Input == Void {
        try await action(Self.self, (), fileID: fileID, line: line)
    }

    /// Performs an action that cannot fail; no `try` needed.
    @inlinable @inline(__always)
    public static func perform(_ input: Input, fileID: StaticString = #fileID, line: UInt = #line) async -> Output
    where Failure == Never {
        await action(Self.self, input, fileID: fileID, line: line)
    }

    /// Performs an action that takes no input and cannot fail.
    @inlinable @inline(__always)
    public static func perform(fileID: StaticString = #fileID, line: UInt = #line) async -> Output
    where Input == Void, Failure == Never {
        await action(Self.self, (), fileID: fileID, line: line)
    }
}

extension SyncAction {
    /// Performs the action with the implementation plugged for it.
    ///
    /// - Throws: ``ActionError`` when nothing is plugged; otherwise what the implementation throws.
    @inlinable @inline(__always)
    public static func perform(_ input: Input, fileID: StaticString = #fileID, line: UInt = #line) throws -> Output {
        try action(Self.self, input, fileID: fileID, line: line)
    }

    /// Performs an action that takes no input.
    @inlinable @inline(__always)
    public static func perform(fileID: StaticString = #fileID, line: UInt = #line) throws -> Output where Input == Void {
        try action(Self.self, (), fileID: fileID, line: line)
    }

    /// Performs an action that cannot fail; no `try` needed.
    @inlinable @inline(__always)
    public static func perform(_ input: Input, fileID: StaticString = #fileID, line: UInt = #line) -> Output
    where Failure == Never {
        action(Self.self, input, fileID: fileID, line: line)
    }

    /// Performs an action that takes no input and cannot fail.
    @inlinable @inline(__always)
    public static func perform(fileID: StaticString = #fileID, line: UInt = #line) -> Output
    where Input == Void, Failure == Never {
        action(Self.self, (), fileID: fileID, line: line)
    }
}
