public import TrellisStorage

/// One call of an action, as an ``ActionObserver`` is told about it.
///
/// It names the action and its input's type, not the input itself (see ``ActionObserver``), and
/// carries an ``id`` to match ``ActionObserver/willPerform(_:)`` with
/// ``ActionObserver/didPerform(_:outcome:duration:)``.
public struct ObservedCall: Sendable, Identifiable, CustomStringConvertible {
    /// A number given to each observed call of the process, in the order the calls started.
    public struct ID: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The number, counting from 1.
        public let rawValue: UInt64

        @usableFromInline init(rawValue: UInt64) { self.rawValue = rawValue }

        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }

        /// `"#12"`.
        public var description: String { "#\(rawValue)" }
    }

    /// This call, told apart from every other observed call of the process.
    public let id: ID
    /// The call whose implementation made this one, in the same task (or the task that
    /// started this one), if any: an implementation that performs another action nests it.
    public let parentID: ID?
    /// The action, such as `LikePhoto.self`.
    public let action: any Action.Type
    /// The type of the input the caller handed over.
    public let inputType: any Sendable.Type
    /// Where the call was written: the `action(…)` or `perform(…)` line of the caller.
    public let caller: CallerLocation

    @usableFromInline
    init(id: ID, parentID: ID?, action: any Action.Type, inputType: any Sendable.Type, caller: CallerLocation) {
        self.id = id
        self.parentID = parentID
        self.action = action
        self.inputType = inputType
        self.caller = caller
    }

    /// Whether this is a call of `action`: observers that care about some actions only filter
    /// with it (`guard call.isCall(of: LikePhoto.self) else { return }`).
    public func isCall(of action: any Action.Type) -> Bool {
        ObjectIdentifier(self.action) == ObjectIdentifier(action)
    }

    /// The action's name as written in code: `"LikePhoto"`.
    public var actionName: String { String(describing: action) }

    /// `"LikePhoto(Photo) at Gallery/PhotoView.swift:42"`.
    public var description: String {
        "\(actionName)(\(String(describing: inputType))) at \(caller)"
    }
}
