public import TrellisStorage

/// Why an action could not be performed, worded to say how to fix it.
public struct ActionError: Error, Sendable, Equatable {
    /// The action that failed, as its fully qualified type name.
    public let action: String
    /// The full explanation, starting with the caller's file and line.
    public let message: String

    /// The action was called before any implementation was plugged.
    public static func notPlugged<A: Action>(
        _ action: A.Type, fileID: StaticString = #fileID, line: UInt = #line
    ) -> ActionError {
        notPlugged(action, calledAt: CallerLocation(fileID: fileID, line: line))
    }

    @usableFromInline
    static func notPlugged<A: Action>(_ action: A.Type, calledAt caller: CallerLocation) -> ActionError {
        let name = String(reflecting: action)
        let short = String(describing: action)
        return ActionError(action: name, message: """
            \(caller): \(name) is not plugged, so there is no implementation to perform it. Add \
            `Actions.plug(\(short).self, to: <implementation>)` (or `$0.plug(\(short).self, to: …)` \
            in the function you pass to `InjectedValues.install`) where the app starts, or in a test \
            `withOverrides { $0.plug(\(short).self, to: <spy>) } operation: { … }`.
            """)
    }
}

extension ActionError: CustomStringConvertible {
    public var description: String { message }
}
