/// Why an injected value could not be produced, worded to say how to fix it.
///
/// Reading a value happens in getters that cannot throw, so these failures stop the program,
/// always with this text: which key, what went wrong, and the line that fixes it.
public struct InjectionFailure: Sendable, Equatable {
    /// The full explanation, as printed when the program stops.
    public let message: String

    /// A ``RequiredInjectionKey`` was read before any value was installed.
    public static func missingValue<K: InjectionKey>(for key: K.Type) -> InjectionFailure {
        let name = String(reflecting: key)
        return InjectionFailure(message: """
            No value is installed for \(name) (a RequiredInjectionKey of type \(K.Value.self)), \
            and it has no default. Install one at start-up with \
            `InjectedValues[\(name).self] = <value>` or, in a test, with \
            `withInjectedValues { $0[\(name).self] = <value> } operation: { … }`.
            """)
    }

    /// Producing the default value of a key read that same key again.
    public static func cycle(_ path: [String]) -> InjectionFailure {
        let chain = path.joined(separator: " → ")
        let first = path.first ?? "?"
        return InjectionFailure(message: """
            Dependency cycle: \(chain). The default value of \(first) depends on itself. \
            Break the cycle by making one of these keys read the other lazily (inside a method, \
            not in its `defaultValue`), or install one of them explicitly with \
            `InjectedValues[<Key>.self] = <value>` before the first read.
            """)
    }

    /// Prints the message and stops the program.
    public func stop(file: StaticString = #fileID, line: UInt = #line) -> Never {
        fatalError("Trellis: \(message)", file: file, line: line)
    }
}

extension InjectionFailure: CustomStringConvertible {
    public var description: String { message }
}
