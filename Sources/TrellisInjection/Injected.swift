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
/// `withInjectedValues { $0.usersRepository = Mock() }` keeps using the mock in escaping
/// closures and other tasks, long after the scope ended.
///
/// > Important: Because the value is resolved when the owner is made, install replacements
/// > (`InjectedValues[\.x] = …`, `withInjectedValues`) *before* making the objects that use
/// > them. Assigning to the property replaces the value for this owner only; to replace it
/// > for the process, assign through `InjectedValues`.
///
/// A property wrapper's storage is always a `var`, which a `Sendable` class may not hold. In
/// a `Sendable` class or an actor, resolve the same way with a constant:
/// `let usersRepository = InjectedValues[\.usersRepository]`.
@propertyWrapper
public struct Injected<Value> {
    /// The resolved dependency.
    public var wrappedValue: Value

    /// Resolves the dependency at `keyPath` in the current task.
    ///
    /// - Parameter keyPath: The property of ``InjectedValues`` that reads the dependency.
    public init(_ keyPath: WritableKeyPath<InjectedValues, Value>) {
        wrappedValue = InjectedValues[keyPath]
    }

    /// Resolves the dependency of `key` in the current task, for keys without a property.
    public init<K: InjectionKey>(_ key: K.Type) where K.Value == Value {
        wrappedValue = InjectedValues[key]
    }
}

extension Injected: Sendable where Value: Sendable {}
