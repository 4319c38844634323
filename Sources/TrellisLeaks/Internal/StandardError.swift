import TrellisThreads

/// Writes `line` and a line break to standard error at once, unbuffered, so it reaches the
/// console even if the program stops right after. Goes through the kit's C target, which is
/// the only code of the kit that calls the operating system.
func writeLineToStandardError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { bytes in
        guard let start = bytes.baseAddress else { return }
        start.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
            trellis_write_standard_error(characters, bytes.count)
        }
    }
}
