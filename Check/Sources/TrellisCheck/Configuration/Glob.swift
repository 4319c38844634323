/// Matches package-relative paths against globs: `*` and `?` within one folder, `**` across
/// folders; a pattern without a wildcard matches the path and everything under it.
enum Glob {
    static func matches(pattern: String, path: String) -> Bool {
        if !pattern.contains("*"), !pattern.contains("?") {
            let folder = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
            return path == folder || path.hasPrefix(folder + "/")
        }
        return match(Array(pattern.utf8), 0, Array(path.utf8), 0)
    }

    private static func match(_ pattern: [UInt8], _ p: Int, _ path: [UInt8], _ s: Int) -> Bool {
        if p == pattern.count { return s == path.count }
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        if pattern[p] == star {
            if p + 1 < pattern.count, pattern[p + 1] == star {
                // `**/` matches zero or more whole folders; a trailing `**` matches the rest.
                var next = p + 2
                if next < pattern.count, pattern[next] == slash { next += 1 }
                if next == pattern.count { return true }
                var i = s
                while i <= path.count {
                    if match(pattern, next, path, i) { return true }
                    guard let nextSlash = path[i...].firstIndex(of: slash) else { return false }
                    i = nextSlash + 1
                }
                return false
            }
            var i = s
            while true {
                if match(pattern, p + 1, path, i) { return true }
                guard i < path.count, path[i] != slash else { return false }
                i += 1
            }
        }
        guard s < path.count else { return false }
        if pattern[p] == UInt8(ascii: "?") { return path[s] != slash && match(pattern, p + 1, path, s + 1) }
        return pattern[p] == path[s] && match(pattern, p + 1, path, s + 1)
    }
}
