import ArgumentParser
import Gallery
@testable import GalleryCommand
import Testing

/// The command's defaults: loopback, port 8080, a database in the working directory.
@Suite("The gallery command")
struct GalleryCommandTests {
    @Test func itListensOnLoopbackByDefault() throws {
        let command = try GalleryCommand.parse([])
        #expect(command.host == "127.0.0.1")
        #expect(command.port == 8080)
        #expect(command.database == "gallery.sqlite")
    }

    @Test func itListensElsewhereOnlyWhenAsked() throws {
        #expect(try GalleryCommand.parse(["--host", "0.0.0.0"]).host == "0.0.0.0")
    }

    @Test func theLiveSocketLimitsHaveTheServersDefaultsAndFlags() throws {
        let defaults = try GalleryCommand.parse([])
        #expect(defaults.liveOutboxCapacity == 64)
        #expect(defaults.liveWriteTimeout == 10)
        #expect(defaults.liveEventsPerSecond == 10)
        #expect(defaults.liveEventBurst == 20)
        let set = try GalleryCommand.parse([
            "--live-outbox-capacity", "16", "--live-write-timeout", "2.5", "--live-events-per-second", "3", "--live-event-burst", "6",
        ])
        #expect(set.liveOutboxCapacity == 16 && set.liveWriteTimeout == 2.5 && set.liveEventsPerSecond == 3 && set.liveEventBurst == 6)
    }

    @Test func aLimitThatCannotWorkIsRefusedNamingItsFlag() {
        for arguments in [
            ["--live-outbox-capacity", "1"], ["--live-write-timeout", "0"], ["--live-events-per-second", "0"], ["--live-event-burst", "-1"],
            ["--connection-reserve", "-1"], ["--max-body-size", "0"],
        ] {
            do {
                _ = try GalleryCommand.parse(arguments)
                Issue.record("\(arguments) was accepted")
            } catch {
                #expect(GalleryCommand.message(for: error).contains(arguments[0]), "\(GalleryCommand.message(for: error))")
            }
        }
    }
}

/// The limits a deployer may change: timeouts, the connection cap and its reserve, the body size.
@Suite("The gallery command's limits")
struct GalleryCommandLimitTests {
    @Test func itTimesOutAndCapsConnectionsByDefault() throws {
        let command = try GalleryCommand.parse([])
        #expect(command.headerTimeout == 10)
        #expect(command.idleTimeout == 30)
        #expect(command.maxConnections == GalleryServer.Configuration.defaultMaxConnections)
        #expect(command.connectionReserve == 32)
        #expect(command.maxBodySize == 16 * 1024)
    }

    @Test func itTakesOtherLimitsWhenAsked() throws {
        let command = try GalleryCommand.parse([
            "--header-timeout", "2.5", "--idle-timeout", "60", "--max-connections", "100", "--connection-reserve", "10", "--max-body-size", "4096",
        ])
        #expect(command.headerTimeout == 2.5)
        #expect(command.idleTimeout == 60)
        #expect(command.maxConnections == 100)
        #expect(command.connectionReserve == 10)
        #expect(command.maxBodySize == 4096)
    }
}
