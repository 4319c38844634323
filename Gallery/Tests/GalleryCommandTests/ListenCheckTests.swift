import Gallery
@testable import GalleryCommand
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

/// The command's one-line answers before it starts a server.
@Suite("Listen check")
struct ListenCheckTests {
    @Test func aPortInUseIsOneClearLine() async throws {
        let server = GalleryServer(configuration: .init(port: 0))
        try await server.makeApplication(logger: Logger(label: "listen-check")).test(.live) { client in
            let port = try #require(client.port)
            let problem = try #require(ListenCheck.problem(host: "127.0.0.1", port: port))
            #expect(problem.contains("in use"))
            #expect(!problem.contains("\n"))
        }
    }

    @Test func aHostThisMachineDoesNotHaveIsOneClearLine() throws {
        let problem = try #require(ListenCheck.problem(host: "192.0.2.1", port: 0))
        #expect(problem.contains("--host"))
    }

    @Test func aFreePortPasses() {
        #expect(ListenCheck.problem(host: "127.0.0.1", port: 0) == nil)
    }
}
