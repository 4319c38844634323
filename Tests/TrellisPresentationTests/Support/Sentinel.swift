/// An object a listener's closure keeps: it lives exactly as long as the listener is stored.
final class Sentinel: Sendable {}

/// A weak reference to keep in an array.
struct WeakReference<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}
