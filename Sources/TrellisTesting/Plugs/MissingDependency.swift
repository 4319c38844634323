/// An action or injection key that a feature uses and that has nothing plugged or installed in
/// the current task.
///
/// ``missingDependencies(actions:injectionKeys:)`` lists them and
/// ``expectAllPlugged(actions:injectionKeys:fileID:filePath:line:column:)`` reports them; each says what
/// happens if it is used as it is, and the line that fixes it.
public struct MissingDependency: Sendable, Hashable {
    /// What kind of dependency is missing.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private enum Value: Sendable, Hashable {
            case action
            case requiredInjectionKey
            case injectionKey
        }

        private let value: Value

        /// An `Action` with no implementation plugged.
        public static let action = Kind(value: .action)
        /// A `RequiredInjectionKey` with no value installed: its first read stops the program.
        public static let requiredInjectionKey = Kind(value: .requiredInjectionKey)
        /// An `InjectionKey` with no value installed, which reads its default.
        public static let injectionKey = Kind(value: .injectionKey)

        public var description: String {
            switch value {
            case .action: "action"
            case .requiredInjectionKey: "required injection key"
            case .injectionKey: "injection key"
            }
        }
    }

    /// What kind of dependency it is.
    public let kind: Kind
    /// Its type's name, as written in code (`"LikePhoto"`).
    public let name: String
    /// What happens if it is used as it is, and how to provide it.
    public let explanation: String
}

extension MissingDependency: CustomStringConvertible {
    /// `"LikePhoto (action): calling it throws ActionError.notPlugged; …"`.
    public var description: String {
        "\(name) (\(kind)): \(explanation)"
    }
}
