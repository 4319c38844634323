#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tries the address before the server does, so a port in use or a host this machine does not
/// have is one clear line instead of a network stack error.
enum ListenCheck {
    /// Why `host`:`port` cannot be listened on, or `nil` if it can.
    static func problem(host: String, port: Int) -> String? {
        guard (0...65535).contains(port) else { return "a port is a number from 0 to 65535" }
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let address = list else {
            return "the host is not an address of this machine (\(String(cString: gai_strerror(status))))"
        }
        defer { freeaddrinfo(list) }
        let fd = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        defer { close(fd) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard bind(fd, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 else {
            switch errno {
            case EADDRINUSE: return "the port is in use; stop what uses it or choose another with --port"
            case EACCES: return "permission denied; choose a port above 1023 with --port"
            case EADDRNOTAVAIL: return "the host is not an address of this machine; check --host"
            default: return String(cString: strerror(errno))
            }
        }
        return nil
    }
}
