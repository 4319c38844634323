import TrellisStorage
import TrellisSupport

/// What a placeholder calls to fail the test that used it: a test double that fails each call,
/// naming the key, the call, and the line that read the key.
///
/// ```swift
/// private enum PaymentGatewayKey: InjectionKey {
///     static let defaultValue: any PaymentGateway = LiveGateway()
///     static var testValue: any PaymentGateway { FailingGateway(fail: unimplementedCall) }
/// }
///
/// struct FailingGateway: PaymentGateway {
///     let fail: UnimplementedCall
///     func charge(_ cents: Int) async throws -> Receipt {
///         fail("charge(_:)")
///         throw GatewayError.unavailable
///     }
/// }
/// ```
///
/// The kit's own keys (clocks, dates, UUIDs, random numbers) give a test such placeholders:
/// a clock nobody overrode fails each sleep and ends it at once, instead of really waiting.
public struct UnimplementedCall: Sendable {
    let key: String
    let valueType: String
    /// The read that made the placeholder, and the test it was made for.
    let read: TestValues.Read?

    /// Fails the test that read the key, naming `call`.
    ///
    /// - Parameter call: What the code asked of the placeholder: `"sleep(until:tolerance:)"`.
    public func callAsFunction(_ call: String) {
        guard let test = read?.test ?? TestHook.runningTest else { return }
        let caller = read?.caller ?? CallerLocation()
        test.record(InjectionFailure.unimplementedCall(call, key: key, valueType: valueType, readAt: caller).message, caller.fileID, caller.line)
    }
}

extension InjectionKey {
    /// Fails the test each time it is called, for a placeholder made as this key's test value.
    public static var unimplementedCall: UnimplementedCall {
        UnimplementedCall(key: typeName(Self.self), valueType: "\(Value.self)", read: TestValues.current)
    }
}
