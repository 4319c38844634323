@testable import Gallery
@testable import GalleryDomain
import GalleryProtection
@testable import GallerySQLite
@testable import LiveScreens
import Testing

/// When the server gives freed memory back: after pages close in numbers, never for a few.
struct MemoryTrimTests {
    @Test func aThousandPagesClosingTrimAHandfulOfTimesTheLastWhenNoneIsLeft() {
        var memory = MemoryTrim()
        for count in 1...1_000 { memory.opened(leaving: count) }

        let trimmedAt = (0..<1_000).reversed().filter { memory.closed(leaving: $0) }

        #expect(trimmedAt == [500, 250, 125, 61, 0])
    }

    @Test func fewerPagesThanTheMinimumClosingDoNotTrim() {
        var memory = MemoryTrim()
        for count in 1..<MemoryTrim.minimumClosed { memory.opened(leaving: count) }
        let trims = (0..<MemoryTrim.minimumClosed - 1).reversed().filter { memory.closed(leaving: $0) }
        #expect(trims.isEmpty)
    }

    @Test func oneTabReloadedTrimsOncePerMinimumOfCloses() {
        var memory = MemoryTrim()
        var trims: [Int] = []
        for reload in 1...200 {
            memory.opened(leaving: 1)
            if memory.closed(leaving: 0) { trims.append(reload) }
        }
        #expect(trims == [64, 128, 192])
    }

    @Test func pagesThatStayOpenHoldTheTrimBack() {
        // Given 200 pages, of which 150 close
        var memory = MemoryTrim()
        for count in 1...200 { memory.opened(leaving: count) }
        let trims = (50..<200).reversed().filter { memory.closed(leaving: $0) }

        // Then one trim, when half had closed; then new pages and closes start a new count
        #expect(trims == [100])
        for count in 51...120 { memory.opened(leaving: count) }
        let afterOne = memory.closed(leaving: 119)
        let later = (0..<119).reversed().filter { memory.closed(leaving: $0) }
        #expect(!afterOne)
        #expect(later == [56, 0])
    }

    #if os(Linux) && canImport(Glibc)
        @Test func glibcCanGiveFreePagesBack() {
            #expect(MemoryTrim.isAvailable)
        }
    #endif
}
