import NIOCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the server could not listen on its configuration's host and port, read from the error
/// NIO's bind failed with: what a deployer can act on, instead of a system call's name and
/// number.
///
/// The server finds out by binding, when it starts: trying the address beforehand would only
/// say what was true a moment earlier.
public struct ListenError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// Another process listens on the port (`EADDRINUSE`).
        case portInUse
        /// Listening on the port needs privileges this process lacks, as ports below 1024 do
        /// (`EACCES`).
        case permissionDenied
        /// The host is an address, but not one of this machine's (`EADDRNOTAVAIL`).
        case hostNotOnThisMachine
        /// The host is a name that does not resolve.
        case unknownHost
    }

    public let reason: Reason
    /// The host the server was to listen on.
    public let host: String
    /// The port the server was to listen on.
    public let port: Int

    public init(_ reason: Reason, host: String, port: Int) {
        self.reason = reason
        self.host = host
        self.port = port
    }

    /// The listen error `error` stands for, if it is one: an `IOError` of `bind` with one of
    /// the reasons above, or a host NIO could not resolve.
    public init?(_ error: any Error, host: String, port: Int) {
        let reason: Reason
        switch error {
        case let error as IOError where error.errnoCode == EADDRINUSE: reason = .portInUse
        case let error as IOError where error.errnoCode == EACCES: reason = .permissionDenied
        case let error as IOError where error.errnoCode == EADDRNOTAVAIL: reason = .hostNotOnThisMachine
        case is SocketAddressError.UnknownHost: reason = .unknownHost
        default: return nil
        }
        self.init(reason, host: host, port: port)
    }

    /// "cannot listen on 127.0.0.1:8080: the port is in use".
    public var description: String {
        let address = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        return "cannot listen on \(address): \(what)"
    }

    private var what: String {
        switch reason {
        case .portInUse: "the port is in use"
        case .permissionDenied: "permission denied (ports below 1024 need privileges)"
        case .hostNotOnThisMachine: "the host is not an address of this machine"
        case .unknownHost: "the host name does not resolve"
        }
    }
}
