#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs every scenario in a child process of its own, so that one that crashes, is stopped by
/// a sanitizer, deadlocks or leaves the engine broken (a lock held for good, a record
/// poisoned) cannot take the others with it, and counts how they ended.
enum ChildProcesses {
    /// Seconds after which a child the watchdog failed to end is killed.
    static let hardLimit = 300.0

    /// Runs each scenario; prints a line per scenario and `summary: N passed, M failed`.
    static func runAll(_ scenarios: [Scenario], _ options: Options) -> Bool {
        var passed = 0
        var failed = 0
        for scenario in scenarios {
            printNow("== \(scenario.name)")
            let clock = Stopwatch()
            let outcome = run([scenario.name, "--seconds", "\(options.seconds)"])
            if outcome == nil { passed += 1 } else { failed += 1 }
            printNow("== \(scenario.name): \(outcome ?? "passed") in \(oneDecimal(clock.seconds)) s")
        }
        printNow("summary: \(passed) passed, \(failed) failed")
        return failed == 0
    }

    /// Runs this program with `arguments`; nil when it exited 0, otherwise how it ended.
    private static func run(_ arguments: [String]) -> String? {
        #if os(Linux)
            let path = "/proc/self/exe"
            let environment = environ
        #else
            let path = CommandLine.arguments[0]
            let environment = _NSGetEnviron().pointee
        #endif
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let status = posix_spawn(&pid, path, nil, nil, argv, environment)
        guard status == 0 else { return "not started (posix_spawn error \(status))" }

        let clock = Stopwatch()
        var wait: Int32 = 0
        while waitpid(pid, &wait, WNOHANG) == 0 {
            if clock.seconds > hardLimit {
                kill(pid, SIGKILL)
                waitpid(pid, &wait, 0)
                return "hung (killed after \(Int(hardLimit)) s)"
            }
            sleep(milliseconds: 20)
        }
        let signal = wait & 0x7f
        if signal == 0 {
            let code = (wait >> 8) & 0xff
            switch code {
            case 0: return nil
            case 2: return "hung (exit status 2)"
            default: return "failed (exit status \(code))"
            }
        }
        return "crashed (signal \(signal), \(String(cString: strsignal(signal))))"
    }
}
