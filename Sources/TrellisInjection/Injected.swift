/// A dependency read from ``InjectedValues`` once, when its owner is made.
///
/// ```swift
/// final class UserInteractor {
///     @Injected(\.usersRepository) var usersRepository: any UsersRepository
/// }
/// ```
///
/// Resolving once makes every later read a plain stored-property read (the cost of one
/// retain), and pins the value to the scope the owner was made in: an object made inside
/// `withOverrides { $0.usersRepository = Mock() }` keeps using the mock in escaping
/// closures and other tasks, long after the scope ended.
///
/// > Important: Because the value is resolved when the owner is made, install replacements
/// > (`InjectedValues.install`, `withOverrides`) *before* making the objects that use them.
/// > Assigning to the property replaces the value for this owner only.
///
/// Code that makes objects later, outside the scope — a delegate callback, a notification
/// handler, a `Task` started from code that is not async — captures the scope first with
/// ``withEscapedInjectedValues(_:)`` and makes them inside `escaped.yield { … }`.
///
/// A property wrapper's storage is always a `var`, which a `Sendable` class may not hold. In
/// a `Sendable` class or an actor, resolve the same way with a constant:
/// `let usersRepository = InjectedValues[\.usersRepository]`.
///
/// A failure to resolve — a ``RequiredInjectionKey`` with nothing installed, a cycle between
/// defaults — stops with a message naming the line that declares the property.
@propertyWrapper
public struct Injected<Value> {
    /// The resolved dependency.
    public var wrappedValue: Value

    /// Resolves the dependency at `keyPath` in the current task.
    ///
    /// - Parameters:
    ///   - keyPath: The property of ``InjectedValues`` that reads the dependency.
    ///   - fileID: The owner's file, named by any failure; leave the default.
    ///   - line: The owner's line; leave the default.
    @inlinable
    public init(_ keyPath: WritableKeyPath<InjectedValues, Value>, fileID: StaticString = #fileID, line: UInt = #line) {
        wrappedValue = InjectedValues[keyPath, fileID: fileID, line: line]
    }

    /// Resolves the dependency of `key` in the current task, for keys without a property.
    @inlinable
    public init<K: InjectionKey>(_ key: K.Type, fileID: StaticString = #fileID, line: UInt = #line) where K.Value == Value {
        wrappedValue = InjectedValues[key, fileID: fileID, line: line]
    }
}

extension Injected: Sendable where Value: Sendable {}
