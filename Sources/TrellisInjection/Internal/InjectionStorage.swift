/// Where injected values live: the process-wide registry, the task's override scope, and
/// the check that turns a cycle between default values into a message.
///
/// The read path is inlinable so that, at the call site, every generic type is concrete and
/// a read costs a few loads instead of run-time generic metadata look-ups.
@usableFromInline
enum InjectionStorage {
    @usableFromInline static let registry = Registry()

    /// The overrides of the current task.
    @usableFromInline @TaskLocal static var scope: OverrideScope?

    /// The value of `key` in the current task.
    @inlinable @inline(__always)
    static func value<K: InjectionKey>(of key: K.Type) -> K.Value {
        let registry = registry
        if _slowPath(registry.overrides.anyAlive), let value = scopedValue(of: key) { return value }
        if let value = registry.installed(for: ObjectIdentifier(key), as: K.Value.self) { return value }
        return defaultValue(of: key)
    }

    /// The value installed for `key` in this task's scope or for the process, if any.
    static func installedOrScoped<K: InjectionKey>(_ key: K.Type) -> K.Value? {
        if registry.overrides.anyAlive, let value = scopedValue(of: key) { return value }
        return registry.installed(for: ObjectIdentifier(key), as: K.Value.self)
    }

    /// The value the current task's scope gives `key`, if any.
    @inlinable
    static func scopedValue<K: InjectionKey>(of key: K.Type) -> K.Value? {
        registry.scoped(scope, for: ObjectIdentifier(key), as: K.Value.self)
    }

    /// The key's default value, with a cycle check in debug builds.
    @inlinable @inline(__always)
    static func defaultValue<K: InjectionKey>(of key: K.Type) -> K.Value {
        #if DEBUG
            return ResolutionTrail.resolving(key) { key.defaultValue }
        #else
            return key.defaultValue
        #endif
    }

    /// Installs `value` for `key`: into the scope being built, or for the process.
    @inlinable
    static func install<K: InjectionKey>(_ value: K.Value, for key: K.Type) {
        registry.install(value, for: ObjectIdentifier(key))
    }

    /// The current scope with the writes of `update` added.
    static func scopeApplying(_ update: (inout InjectedValues) throws -> Void) rethrows -> OverrideScope {
        try registry.scope(from: scope) {
            var values = InjectedValues()
            try update(&values)
        }
    }
}
