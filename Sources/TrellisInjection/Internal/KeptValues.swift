import TrellisStorage
import TrellisSupport

/// Where the values of a key whose lifetime keeps them are kept, by lifetime: in the process,
/// a test's run or a preview (`kept`), the current scope, or an ``InjectionScope``.
enum KeptValues {
    /// The value of `key` for a read at `caller`, made by `make` where its lifetime keeps none.
    ///
    /// - Parameters:
    ///   - kept: The values kept for the process, the test or the preview making this read.
    ///   - scopeValues: Where an ``InjectionScope``'s values are for this read.
    static func value<K: InjectionKey>(
        of key: K.Type,
        readAt caller: CallerLocation,
        in kept: KeyedValues,
        scopeValues: (InjectionScope) -> ScopeValues,
        make: () -> K.Value
    ) -> K.Value {
        let id = ObjectIdentifier(key)
        switch K.lifetime.kind {
        case .perRead:
            return make()
        case .declared:
            return kept.value(for: id, make: make)
        case .perScope:
            let values = InjectionStorage.taskScope.get()?.head?.scopeValues ?? kept
            return values.value(for: id, make: make)
        case .weak:
            return kept.object(for: id, make: make) { value in
                caller.stop(InjectionFailure.weakLifetimeOfAValue(key, valueType: type(of: value as Any), readAt: caller).message)
            }
        case .scoped(let scope):
            return scopeValues(scope).value(for: id, readAt: caller, make: make)
        }
    }

    /// The values kept outside tests and previews, for the process.
    static let process = KeyedValues()
}
