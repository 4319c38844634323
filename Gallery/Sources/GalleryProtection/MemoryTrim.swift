
#if canImport(Glibc)
    import Glibc
#endif

/// When the server hands freed memory back to the system: after live pages close in numbers.
///
/// glibc keeps the memory of closed sockets and their modules for the next ones, so a server
/// whose thousand pages all closed stays at nearly twice its idle size (BENCHMARKS-HISTORY.md, "RSS
/// after close"). `malloc_trim` returns the free pages. It walks the whole heap, so it runs
/// when the open pages fell to half the most open since the last trim, at least
/// ``minimumClosed`` of them fewer, and when none is left once at least ``minimumClosed`` pages
/// closed since the last time none was: a mass close trims a handful of times, the last at
/// the end; a server with a few pages seldom.
package struct MemoryTrim {
    /// The fewest pages that must have closed since the last trim for another to be worth it.
    package static let minimumClosed = 64

    package init() {}

    /// The most pages open since the last trim.
    private var peak = 0
    /// The pages closed since the last trim with none open.
    private var closedSinceEmpty = 0

    /// Notes that a page opened, leaving `count` open.
    package mutating func opened(leaving count: Int) {
        peak = max(peak, count)
    }

    /// Notes that a page closed, leaving `count` open; `true` when memory should be trimmed now.
    package mutating func closed(leaving count: Int) -> Bool {
        closedSinceEmpty += 1
        if count == 0 {
            guard closedSinceEmpty >= Self.minimumClosed else { return false }
            closedSinceEmpty = 0
        } else {
            guard peak - count >= Self.minimumClosed, count * 2 <= peak else { return false }
        }
        peak = count
        return true
    }

    /// Returns the heap's free pages to the system, off the main actor.
    package static func trim() {
        guard let mallocTrim else { return }
        Task.detached(priority: .background) { _ = mallocTrim(0) }
    }

    /// Whether this system's C library can give free pages back (glibc can).
    package static var isAvailable: Bool { mallocTrim != nil }

    /// glibc's `malloc_trim`, looked up at run time: Swift's Glibc module leaves `malloc.h` out,
    /// and other C libraries have no such function.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
            return nil
        #endif
    }()
}
