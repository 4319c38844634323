import Gallery
import NIOCore
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server finds out whether it can listen by binding, and says why it cannot in a
/// ``ListenError``, read from NIO's bind error.
@Suite("Listen errors", .timeLimit(.minutes(1)))
struct ListenErrorTests {
    @Test func aPortAnotherServerHoldsIsInUse() async throws {
        try await withListeningApplication(TestGallery.server().makeApplication(logger: TestGallery.logger)) { port in
            let second = GalleryServer(configuration: .init(host: "127.0.0.1", port: port))
            await #expect(throws: ListenError(.portInUse, host: "127.0.0.1", port: port)) {
                try await second.run(logger: TestGallery.logger)
            }
        }
    }

    @Test func anAddressOfAnotherMachineIsNotThisMachines() async throws {
        // 192.0.2.1 is TEST-NET-1 (RFC 5737): an address, and never one of this machine's.
        let server = GalleryServer(configuration: .init(host: "192.0.2.1", port: 0))
        await #expect(throws: ListenError(.hostNotOnThisMachine, host: "192.0.2.1", port: 0)) {
            try await server.run(logger: TestGallery.logger)
        }
    }

    @Test func aHostNameThatDoesNotResolveIsUnknown() async throws {
        // .invalid never resolves (RFC 6761): resolvers answer so without asking anyone.
        let server = GalleryServer(configuration: .init(host: "nowhere.invalid", port: 0))
        await #expect(throws: ListenError(.unknownHost, host: "nowhere.invalid", port: 0)) {
            try await server.run(logger: TestGallery.logger)
        }
    }

    /// A privileged port refuses only a process without privileges, and a test may run as root:
    /// the error NIO would throw is made here instead.
    @Test func eachBindErrorHasItsReason() {
        let bind = "bind(descriptor:ptr:bytes:)"
        #expect(ListenError(IOError(errnoCode: EADDRINUSE, reason: bind), host: "h", port: 1)?.reason == .portInUse)
        #expect(ListenError(IOError(errnoCode: EACCES, reason: bind), host: "h", port: 80)?.reason == .permissionDenied)
        #expect(ListenError(IOError(errnoCode: EADDRNOTAVAIL, reason: bind), host: "h", port: 1)?.reason == .hostNotOnThisMachine)
        #expect(ListenError(IOError(errnoCode: EMFILE, reason: "accept"), host: "h", port: 1) == nil, "not a listen error")
    }

    @Test func itSaysWhereInOneLine() {
        #expect(ListenError(.portInUse, host: "127.0.0.1", port: 8080).description == "cannot listen on 127.0.0.1:8080: the port is in use")
        #expect(ListenError(.portInUse, host: "::1", port: 8080).description.hasPrefix("cannot listen on [::1]:8080: "))
    }
}
