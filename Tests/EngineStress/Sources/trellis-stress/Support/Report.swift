#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Prints `line` and flushes it at once: a scenario that crashes, aborts under a sanitizer or
/// is ended by the watchdog next would lose buffered output.
func printNow(_ line: String) {
    print(line)
    fflush(nil)  // every output stream: naming `stdout` itself is not concurrency-safe
}

/// Prints a scenario's one-line result, `PASS name: figures` or `FAIL name: figures`, and
/// returns whether it passed.
@discardableResult
func report(_ passed: Bool, _ scenario: String, _ figures: String) -> Bool {
    printNow("\(passed ? "PASS" : "FAIL") \(scenario): \(figures)")
    return passed
}

/// `52113` as `52,113`: the figures are read by people comparing runs.
func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
        result.append(digit)
    }
    return number < 0 ? "-" + result : result
}

/// `value` with one decimal, without Foundation's formatting.
func oneDecimal(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let tenths = Int((value * 10).rounded())
    return "\(tenths < 0 ? "-" : "")\(tenths.magnitude / 10).\(tenths.magnitude % 10)"
}

/// A per-second rate of `count` over `seconds`, grouped.
func perSecond(_ count: Int, _ seconds: Double) -> String {
    grouped(Int((Double(count) / max(seconds, 1e-9)).rounded()))
}
