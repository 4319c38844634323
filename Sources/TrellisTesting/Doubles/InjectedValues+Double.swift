public import Testing
public import TrellisInjection

extension InjectedValues {
    /// The double this test reads at `keyPath`, as the type the test made it — so a double made
    /// in a trait is reached, typed, from the test's body, and no test shares a `static let`
    /// double with the tests running beside it.
    ///
    /// ```swift
    /// @Test(.injecting { $0.paymentGateway = ScriptedGateway(answers: [.declined, .approved]) })
    /// func aDeclinedCardIsRetried() async throws {
    ///     let gateway = try InjectedValues.double(\.paymentGateway, as: ScriptedGateway.self)
    ///     try await Checkout().pay(500)
    ///     #expect(gateway.charges == [500, 500])
    /// }
    /// ```
    ///
    /// - Throws: An error naming the key, the type asked for and the type the test reads, when
    ///   they differ: the trait set another double, or none.
    public static func double<Value, Double>(
        _ keyPath: WritableKeyPath<InjectedValues, Value>, as type: Double.Type,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Double {
        let value = InjectedValues[keyPath]
        guard let double = value as? Double else {
            throw DoubleMismatch(value: "\(Value.self)", asked: "\(Double.self)", found: "\(Swift.type(of: value as Any))", sourceLocation: sourceLocation)
        }
        return double
    }
}

/// The double at a key is not of the type the test asked for.
public struct DoubleMismatch: Error, CustomStringConvertible {
    let value: String
    let asked: String
    let found: String
    /// Where the test asked.
    public let sourceLocation: SourceLocation

    public var description: String {
        "\(sourceLocation): The test asked for its \(value) as a \(asked), but it reads a \(found) there. "
            + "Set the double for this test with `@Test(.injecting { $0.<key> = \(asked)(…) })`, "
            + "or ask for the type the test set."
    }
}
