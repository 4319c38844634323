import TrellisStorage
import TrellisSupport
import TrellisThreads

/// What a SwiftUI preview reads for a key it does not override: the key's
/// ``InjectionKey/previewValue``, made once for the preview's process, never its live value.
enum PreviewValues {
    /// Whether this process runs previews; read once, by the first read of each key's default.
    static let isRunning = trellis_running_for_previews()

    /// A read asking for a key's preview value: the reading line, and whether it already said
    /// what the preview goes on with.
    final class Read: Sendable {
        let caller: CallerLocation
        let reported = Lock<Bool>(false)
        init(caller: CallerLocation) { self.caller = caller }
    }

    /// The read under way on this task, if any.
    @TaskLocal static var current: Read?

    /// The preview values made so far, one per key, for the life of the preview.
    private static let made = KeyedValues()

    /// The preview value of `key` for a read at `caller`: made on the first read, outside the
    /// lock (a value may read other keys), and kept as the key's lifetime says (``KeptValues``).
    static func value<K: InjectionKey>(of key: K.Type, readAt caller: CallerLocation) -> K.Value {
        let make = { $current.withValue(Read(caller: caller)) { key.previewValue } }
        return KeptValues.value(of: key, readAt: caller, in: made, scopeValues: \.live, make: make)
    }

    /// What a key that declares no preview value gives a preview: its test value, a double that
    /// never reaches a live service, with a message naming the key and the reading line.
    static func testValueStandingIn<K: InjectionKey>(for key: K.Type) -> K.Value {
        let value = key.testValue
        report(key, goesOnWith: "its testValue")
        return value
    }

    /// Says, once per read, what the preview goes on with for `key`.
    static func report<K: InjectionKey>(_ key: K.Type, goesOnWith placeholder: String) {
        guard let read = current, !read.reported.withLock({ reported in defer { reported = true }; return reported }) else { return }
        var line = "Trellis: " + InjectionFailure.unoverriddenInPreview(key, readAt: read.caller, goesOnWith: placeholder).message + "\n"
        line.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { trellis_write_standard_error($0.baseAddress!, $0.count) }
        }
    }

    /// Stops the preview: it read `key`, which nothing overrides and which gives no value a
    /// preview may run on.
    static func stop<K: InjectionKey>(_ key: K.Type) -> Never {
        let caller = current?.caller ?? CallerLocation()
        caller.stop(InjectionFailure.unoverriddenInPreview(key, readAt: caller, goesOnWith: nil).message)
    }
}
