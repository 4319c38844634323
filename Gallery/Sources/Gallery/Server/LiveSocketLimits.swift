/// How much one live socket may take: the live socket's fields of `GalleryServer.Configuration`.
struct LiveSocketLimits: Sendable {
    /// The most messages waiting for the page.
    var outboxCapacity: Int
    /// How long one write may wait for the page to read.
    var writeTimeout: Duration
    /// The events a second the page may send, on average.
    var eventsPerSecond: Int
    /// The events the page may send at once.
    var eventBurst: Int

    /// The error event that answers a run of events over the limit.
    var refusal: String {
        "Too many events: a page may send \(eventsPerSecond) a second, \(eventBurst) at once. Events over that are ignored; the page is unchanged."
    }
}
