import Trellis

/// Loads what the {{name}} screen shows. Plugged where the app starts:
/// `app.plug(Load{{Name}}.self, to: …)`; in tests with `@Test(.plugging(Load{{Name}}.self, to: …))`.
enum Load{{Name}}: SyncAction {
    typealias Output = String
    typealias Failure = Never
}
