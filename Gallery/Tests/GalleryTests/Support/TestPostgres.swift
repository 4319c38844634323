import Foundation
@testable import GalleryPostgres
import Logging
import PostgresNIO

/// The PostgreSQL server the tests make their databases on: the one `GALLERY_TEST_POSTGRES`
/// names (`postgres://USER@HOST:PORT/DATABASE`, as `.ci/run` sets it), or else one this test
/// run starts with `Deploy/postgres.sh` and stops when it exits.
///
/// No test skips for want of a server: a server that cannot be had fails each test that needs
/// one, saying why.
enum TestPostgres {
    /// A new database on the server, for as long as `body` runs, then dropped.
    static func withNewDatabase<R: Sendable>(isolation: isolated (any Actor)? = #isolation, _ body: (PostgresURL) async throws -> R) async throws -> R {
        let server = try await Server.shared.url()
        let name = "gallery_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(16).lowercased()
        try await administer(server) { connection in
            try await connection.run("CREATE DATABASE \(unescaped: name)", logger: TestGallery.logger)
        }
        let url = try PostgresURL("postgres://\(server.user)@\(server.host):\(server.port)/\(name)")
        do {
            let result = try await body(url)
            try await drop(name, on: server)
            return result
        } catch {
            try? await drop(name, on: server)
            throw error
        }
    }

    /// Runs `body` on a connection to the server's `postgres` database.
    @discardableResult
    static func administer<R: Sendable>(_ server: PostgresURL, database: String = "postgres", _ body: (PostgresConnection) async throws -> R) async throws -> R {
        let connection = try await PostgresConnection.connect(
            configuration: server.connectionConfiguration(database: database),
            id: 1, logger: TestGallery.logger
        )
        do {
            let result = try await body(connection)
            try await connection.close()
            return result
        } catch {
            try? await connection.close()
            throw error
        }
    }

    private static func drop(_ name: String, on server: PostgresURL) async throws {
        try await administer(server) { connection in
            try await connection.run("DROP DATABASE IF EXISTS \(unescaped: name) WITH (FORCE)", logger: TestGallery.logger)
        }
    }

    /// The server, found or started once per test run.
    actor Server {
        static let shared = Server()
        private var found: Result<PostgresURL, any Error>?

        func url() throws -> PostgresURL {
            if let found { return try found.get() }
            let result = Result { try Self.find() }
            found = result
            return try result.get()
        }

        private static func find() throws -> PostgresURL {
            if let named = ProcessInfo.processInfo.environment["GALLERY_TEST_POSTGRES"], !named.isEmpty {
                return try PostgresURL(named)
            }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-tests-postgres-\(getpid())").path
            let port = 20_000 + Int(getpid() % 20_000)
            let output = try script("start", folder, String(port))
            startedFolder = folder
            // Stop it when the test run exits, however the tests went.
            atexit {
                if let folder = TestPostgres.Server.startedFolder {
                    _ = try? TestPostgres.Server.script("stop", folder)
                    for path in [folder, folder + ".initdb.log", folder + ".pg_ctl.log"] {
                        try? FileManager.default.removeItem(atPath: path)
                    }
                }
            }
            return try PostgresURL(output.trimmingCharacters(in: .whitespacesAndNewlines))
        }

        /// The folder of the server this run started, if it started one.
        nonisolated(unsafe) static var startedFolder: String?

        /// Runs `Deploy/postgres.sh` with `arguments`, and returns what it printed.
        static func script(_ arguments: String...) throws -> String {
            let script = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Deploy/postgres.sh")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = [script.path] + arguments
            let output = Pipe()
            let errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            let printed = output.fileHandleForReading.readDataToEndOfFile()
            let complaint = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw NoServer(reason: String(decoding: complaint, as: UTF8.self))
            }
            return String(decoding: printed, as: UTF8.self)
        }
    }

    struct NoServer: Error, CustomStringConvertible {
        let reason: String
        var description: String {
            "no PostgreSQL server for the tests: set GALLERY_TEST_POSTGRES=postgres://USER@HOST:PORT/DATABASE, or install PostgreSQL so Deploy/postgres.sh can start one. It said: \(reason)"
        }
    }
}
