import TrellisSupport

/// Lends a random number generator: a feature that rolls dice, shuffles or picks reads it
/// from `InjectedValues[\.randomNumberGenerator]`, so a test can make the rolls repeatable.
///
/// ```swift
/// struct Dice {
///     @Injected(\.randomNumberGenerator) var random: WithRandomNumberGenerator
///
///     func roll() -> Int {
///         random { Int.random(in: 1...6, using: &$0) }
///     }
/// }
/// ```
///
/// Every `random(in:using:)`, `shuffled(using:)` and `randomElement(using:)` of the standard
/// library takes the lent generator. The generator has state and may be shared by tasks on
/// many threads, so it is lent for the length of one closure at a time, under a lock; copies
/// of a `WithRandomNumberGenerator` lend the same generator, so a seeded sequence stays one
/// sequence however many parts of a feature draw from it.
public struct WithRandomNumberGenerator: Sendable {
    private let storage: Storage

    /// Lends `generator`, and draws from it alone.
    ///
    /// - Parameter generator: The generator every call lends. The live value lends
    ///   `SystemRandomNumberGenerator()`; TrellisTesting's `WithRandomNumberGenerator.seeded(_:)`
    ///   lends one whose sequence a seed decides.
    public init(_ generator: some RandomNumberGenerator & Sendable) {
        storage = Storage(generator)
    }

    /// Runs `work` with the generator, which no other call uses until `work` returns.
    ///
    /// Keep `work` short (a draw, a shuffle): other tasks that need a random number wait for
    /// it. Replacing the generator inside `work` lasts for that call only.
    ///
    /// - Parameter work: Draws from the generator passed to it.
    /// - Returns: What `work` returns.
    public func callAsFunction<R>(_ work: (inout any RandomNumberGenerator) throws -> R) rethrows -> R {
        var result: R?
        try storage.generator.withLock { generator in
            var lent: any RandomNumberGenerator = Lent(base: generator)
            // The draws advanced the lent copy's state; keep it for the next call.
            defer { if let lent = lent as? Lent { generator = lent.base } }
            result = try work(&lent)
        }
        // Set unless `work` threw, and then this line is not reached.
        return result!
    }

    /// The one generator the copies of a value share, behind the kit's lock (which the thread
    /// sanitizer understands, unlike `Synchronization.Mutex` on Linux).
    private final class Storage: Sendable {
        let generator: Lock<any RandomNumberGenerator & Sendable>

        init(_ generator: some RandomNumberGenerator & Sendable) {
            self.generator = Lock(generator)
        }
    }

    /// The generator as `work` sees it: `any RandomNumberGenerator`, which is all the standard
    /// library asks for, while the stored one stays `Sendable`.
    struct Lent: RandomNumberGenerator {
        var base: any RandomNumberGenerator & Sendable

        mutating func next() -> UInt64 {
            base.next()
        }
    }
}
