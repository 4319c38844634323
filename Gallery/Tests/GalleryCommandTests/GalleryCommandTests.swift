import ArgumentParser
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
}
