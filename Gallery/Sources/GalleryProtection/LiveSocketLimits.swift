/// How much one live socket may take: the live socket's fields of `GalleryServer.Configuration`.
package struct LiveSocketLimits: Sendable {
    /// The most messages waiting for the page.
    package var outboxCapacity: Int
    /// How long one write may wait for the page to read.
    package var writeTimeout: Duration
    /// The events a second the page may send, on average.
    package var eventsPerSecond: Int
    /// The events the page may send at once.
    package var eventBurst: Int

    package init(outboxCapacity: Int, writeTimeout: Duration, eventsPerSecond: Int, eventBurst: Int) {
        self.outboxCapacity = outboxCapacity
        self.writeTimeout = writeTimeout
        self.eventsPerSecond = eventsPerSecond
        self.eventBurst = eventBurst
    }

    /// The error event that answers a run of events over the limit.
    package var refusal: String {
        "Too many events: a page may send \(eventsPerSecond) a second, \(eventBurst) at once. Events over that are ignored; the page is unchanged."
    }
}
