import ArgumentParser
import Foundation
@testable import GalleryCommand
import Testing

/// `--database` takes an SQLite file or a PostgreSQL URL; one the Gallery cannot use is one
/// line on standard error, with no password in it, and exit status 1 (2 for a URL that cannot
/// be read at all, as for every flag).
@Suite("Database errors on the command line", .timeLimit(.minutes(1)))
struct DatabaseErrorLineTests {
    @Test func aPostgresURLIsTakenAndAFileStaysAFile() throws {
        #expect(try GalleryCommand.parse(["--database", "postgres://gallery@127.0.0.1:5432/gallery"]).database.hasPrefix("postgres://"))
        #expect(try GalleryCommand.parse(["--database", "./postgres:notes.sqlite"]).database == "./postgres:notes.sqlite")
        #expect(try GalleryCommand.parse([]).maxDatabaseConnections == 8)
    }

    @Test func aPostgresURLThatCannotBeReadIsRefusedNamingItsFlag() {
        for url in ["postgres://127.0.0.1/gallery", "postgres://dave:pod-bay@127.0.0.1"] {
            do {
                _ = try GalleryCommand.parse(["--database", url])
                Issue.record("\(url) was accepted")
            } catch {
                let message = GalleryCommand.message(for: error)
                #expect(message.contains("--database"), "\(message)")
                #expect(!message.contains("pod-bay"), "\(message)")
            }
        }
    }

    @Test func aPostgresServerThatIsNotThereIsOneLineAndStatusOne() async throws {
        // A loopback port that nothing listens on: bound and closed again by the system.
        let run = try await GalleryProcess.run(["--port", "0", "--database", "postgres://gallery:pod-bay@127.0.0.1:9/gallery"])
        #expect(run.status == 1)
        let lines = run.standardError.split(separator: "\n").filter { !$0.contains(" info ") && !$0.contains(" notice ") }
        #expect(lines.count == 1, "\(run.standardError)")
        #expect(run.standardError.contains("127.0.0.1:9/gallery"))
        #expect(!run.standardError.contains("pod-bay"))
    }
}
