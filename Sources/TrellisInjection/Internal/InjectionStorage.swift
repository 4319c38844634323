/// Where injected values live: the process-wide slots, the task's override scope, and the
/// check that turns a cycle between default values into a message.
enum InjectionStorage {
    /// One slot per key that ever had a value installed for the process.
    static let table = SlotTable<any AnyObject & Sendable>()

    /// Set once any task enters `withInjectedValues`.
    static let scopes = OverrideFlag()

    /// The overrides of the current task.
    @TaskLocal static var scope: OverrideScope?

    /// The key's default value, with a cycle check in debug builds.
    @inline(__always)
    static func defaultValue<K: InjectionKey>(of key: K.Type) -> K.Value {
        #if DEBUG
            return ResolutionTrail.resolving(key) { key.defaultValue }
        #else
            return key.defaultValue
        #endif
    }
}
