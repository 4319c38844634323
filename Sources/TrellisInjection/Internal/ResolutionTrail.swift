import TrellisStorage

/// The keys whose default values are being made for the first time in this task, so that a
/// key reading itself through others stops with the whole chain instead of hanging inside
/// Swift's lazy `static let` initialisation (or overflowing the stack, for a computed one).
///
/// It runs only the first time a key's default is made (see
/// ``InjectionStorage/firstDefault(of:at:)``), so release builds keep it at no cost to reads.
enum ResolutionTrail {
    @TaskLocal private static var trail: [any InjectionKey.Type] = []

    static func resolving<K: InjectionKey>(_ key: K.Type, readAt caller: CallerLocation, _ make: () -> K.Value) -> K.Value {
        let trail = trail
        if let start = trail.firstIndex(where: { ObjectIdentifier($0) == ObjectIdentifier(key) }) {
            let names = (trail[start...] + [key]).map { String(reflecting: $0) }
            caller.stop(InjectionFailure.cycle(names, readAt: caller).message)
        }
        return $trail.withValue(trail + [key], operation: make)
    }
}
