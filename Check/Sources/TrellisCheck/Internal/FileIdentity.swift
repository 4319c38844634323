#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What a path leads to once symbolic links are followed: the file system's own name for it
/// (device and inode), so two paths to one folder are known to be one.
struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
    let isDirectory: Bool

    /// `nil` when nothing is there: a dangling link, a file removed meanwhile.
    init?(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
        isDirectory = Int(status.st_mode) & Int(S_IFMT) == Int(S_IFDIR)
    }
}
