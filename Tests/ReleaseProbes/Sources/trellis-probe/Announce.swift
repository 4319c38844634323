#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Prints `line` and flushes it at once: a probe that stops next would lose buffered output.
func printNow(_ line: String) {
    print(line)
    fflush(nil)  // every output stream: naming `stdout` itself is not concurrency-safe
}

/// Says that the misuse is on the caller's next line, so the test can check that the message
/// names that line rather than one of the kit's.
func misuseOnNextLine(file: StaticString = #fileID, line: UInt = #line) {
    printNow("misuse at \(file):\(line + 1)")
}

/// Says that the misuse happens somewhere in the caller's file, for a failure that may
/// rightly name any of several of its lines (each read of a cycle, say).
func misuseInThisFile(file: StaticString = #fileID) {
    printNow("misuse in \(file)")
}
