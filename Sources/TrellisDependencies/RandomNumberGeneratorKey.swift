public import TrellisInjection

/// The source of random numbers, as an injected value.
enum RandomNumberGeneratorKey: InjectionKey {
    static let defaultValue = WithRandomNumberGenerator(SystemRandomNumberGenerator())
    /// Fails each number drawn, and draws zeros rather than live randomness.
    static var testValue: WithRandomNumberGenerator { WithRandomNumberGenerator(UnimplementedRandomNumberGenerator(fail: unimplementedCall)) }
}

extension InjectedValues {
    /// Lends the generator a feature draws random numbers from. Live: the system's generator,
    /// `SystemRandomNumberGenerator()`.
    ///
    /// A test puts TrellisTesting's `WithRandomNumberGenerator.seeded(_:)` here, so every run
    /// draws the same numbers and the test can expect the outcome; two tests that need the
    /// same outcome use the same seed.
    public var randomNumberGenerator: WithRandomNumberGenerator {
        get { Self[RandomNumberGeneratorKey.self] }
        set { Self[RandomNumberGeneratorKey.self] = newValue }
    }
}
