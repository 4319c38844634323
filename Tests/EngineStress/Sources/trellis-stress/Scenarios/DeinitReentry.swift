import Synchronization
import Trellis

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `deinit-reentry`: a replaced value whose `deinit` writes for the process.
///
/// Replacing a key frees the value before it, and a value's `deinit` is the app's code: here
/// it installs another key's value, reads it back and re-plugs an action — three process-wide
/// writes from inside the engine's own write. An engine that frees while it still holds its
/// writer lock deadlocks at the first value it frees; one that frees while a scope builder is
/// current sends the deinit's writes to the wrong place. The loop runs on a thread of its own
/// and is given 10 s without progress before the scenario fails, well inside the watchdog's 20.
enum DeinitReentry {
    static let name = "deinit-reentry"
    static let replacements = 1_000
    static let patience = 10.0

    /// Which ``Noisy`` values were freed, by id.
    static let tracker = Tracker(capacity: replacements + 16)
    static let deinits = Atomic<Int>(0)
    /// Deinits whose read of the key they had just installed returned something else.
    static let unseenWrites = Atomic<Int>(0)

    static func run(_ options: Options) -> Bool {
        let progress = Progress()
        PThread.detach {
            // The first value is kept inline for the life of the process; the loop replaces it.
            InjectedValues[\.noisy] = Noisy(number: 0)
            for number in 1...replacements {
                InjectedValues[\.noisy] = Noisy(number: number)
                progress.done.store(number, ordering: .releasing)
                Watchdog.tick()
            }
        }
        var seen = 0
        var quiet = Stopwatch()
        while true {
            let done = progress.done.load(ordering: .acquiring)
            if done == replacements { break }
            if done != seen {
                seen = done
                quiet = Stopwatch()
            } else if quiet.seconds >= patience {
                printNow("FAIL \(name): no progress after \(done) replacements (deadlock)")
                exit(1)
            }
            sleep(milliseconds: 5)
        }

        // Noisy 1 to 999 were each freed by the next replacement; 1,000 is installed.
        // Noisy(number: n) has id n + 1; Noisy 0, the first value, is kept inline for good.
        let notFreed = (2...replacements).filter { !tracker.isFreed($0) }.count
        let latestAlive = !tracker.isFreed(replacements + 1)
        let echoed = InjectedValues[\.echo].number
        let announced = Actions.isPlugged(Announce.self) ? action(Announce.self) : -1
        let passed = notFreed == 0 && latestAlive && echoed == replacements - 1 && announced == replacements - 1
            && unseenWrites.load(ordering: .relaxed) == 0
        return report(
            passed, name,
            "\(grouped(replacements)) replacements, \(grouped(deinits.load(ordering: .relaxed))) deinits wrote for the process, "
                + "\(notFreed) replaced values not freed, the latest \(latestAlive ? "alive" : "freed"); after the loop the key reads "
                + "\(echoed) and the action answers \(announced) (want \(replacements - 1)), "
                + "\(unseenWrites.load(ordering: .relaxed)) deinits did not read back their own write")
    }

    private final class Progress: Sendable {
        let done = Atomic<Int>(0)
    }
}

/// A value whose `deinit` installs ``EchoKey``, reads it back and re-plugs ``Announce``.
final class Noisy: Sendable {
    let number: Int
    let id: Int

    init(number: Int) {
        self.number = number
        id = DeinitReentry.tracker.make()
    }

    deinit {
        InjectedValues[\.echo] = Echo(number: number)
        if InjectedValues[\.echo].number != number { DeinitReentry.unseenWrites.add(1, ordering: .relaxed) }
        Actions.plug(Announce.self, to: AnnounceNumber(number: number))
        DeinitReentry.deinits.add(1, ordering: .relaxed)
        DeinitReentry.tracker.markFreed(id)
    }
}

/// What a ``Noisy`` deinit installs.
final class Echo: Sendable {
    static let none = Echo(number: -1)
    let number: Int
    init(number: Int) { self.number = number }
}

enum NoisyKey: InjectionKey {
    static let defaultValue: Noisy? = nil
}

enum EchoKey: InjectionKey {
    static let defaultValue = Echo.none
}

extension InjectedValues {
    var noisy: Noisy? {
        get { Self[NoisyKey.self] }
        set { Self[NoisyKey.self] = newValue }
    }

    var echo: Echo {
        get { Self[EchoKey.self] }
        set { Self[EchoKey.self] = newValue }
    }
}

/// The action a ``Noisy`` deinit re-plugs: it answers the number of the value freed last.
enum Announce: SyncAction {
    typealias Output = Int
    typealias Failure = Never
}

struct AnnounceNumber: SyncPerforming {
    let number: Int
    func perform(_ input: Void) -> Int { number }
}
