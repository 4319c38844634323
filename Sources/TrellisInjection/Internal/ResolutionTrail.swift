#if DEBUG
    /// The keys whose default values are being made right now in this task, so that a key
    /// reading itself through others stops with the whole chain instead of hanging inside
    /// Swift's lazy `static let` initialisation.
    ///
    /// Debug builds only: it costs a task-local write per default read, which release builds
    /// don't pay.
    @usableFromInline
    enum ResolutionTrail {
        @TaskLocal private static var trail: [any InjectionKey.Type] = []

        @usableFromInline
        static func resolving<K: InjectionKey>(_ key: K.Type, _ make: () -> K.Value) -> K.Value {
            let trail = trail
            if let start = trail.firstIndex(where: { ObjectIdentifier($0) == ObjectIdentifier(key) }) {
                let names = (trail[start...] + [key]).map { String(reflecting: $0) }
                InjectionFailure.cycle(names).stop()
            }
            return $trail.withValue(trail + [key], operation: make)
        }
    }
#endif
