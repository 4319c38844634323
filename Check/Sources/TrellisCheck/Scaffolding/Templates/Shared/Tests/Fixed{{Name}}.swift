import Trellis

/// Answers the same message every time, so a test knows what the {{name}} screen shows.
struct Fixed{{Name}}: SyncPerforming {
    func perform(_: Void) -> String {
        "Hello from {{Name}}"
    }
}
