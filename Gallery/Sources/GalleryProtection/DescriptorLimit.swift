
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's file descriptor limit, and the connection cap that keeps clear of it.
package enum DescriptorLimit {
    /// The soft `RLIMIT_NOFILE`: how many descriptors the process may hold open at once, or
    /// `nil` if it cannot be read or is unlimited (`RLIM_INFINITY` is the largest `rlim_t`).
    package static func current() -> Int? {
        var limit = rlimit()
        #if canImport(Glibc)
            let status = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
            let status = getrlimit(RLIMIT_NOFILE, &limit)
        #endif
        guard status == 0, limit.rlim_cur < rlim_t(Int.max) else { return nil }
        return Int(limit.rlim_cur)
    }

    /// The most connections to accept with `limit` descriptors: an eighth of them (at least
    /// 64) stay free for the database, templates, logs and the listening socket, and no more than
    /// ``ceiling`` — a demo has no use for more, and each holds buffers.
    package static func connectionCap(for limit: Int?) -> Int {
        guard let limit else { return ceiling }
        return min(ceiling, max(1, limit - max(64, limit / 8)))
    }

    /// The cap when descriptors are not what limits it.
    package static let ceiling = 4096
}
