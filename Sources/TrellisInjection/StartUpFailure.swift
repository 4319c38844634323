/// Why an asynchronous start-up (``InjectedValues/install(_:fileID:line:isolation:)``) failed:
/// the error its closure threw, and where the start-up was called. Nothing it wrote was
/// installed.
///
/// ```swift
/// do {
///     try await InjectedValues.install(configureApp)
/// } catch {
///     showStartUpError(error.underlying)  // `error` is a StartUpFailure
/// }
/// ```
public struct StartUpFailure: Error, CustomStringConvertible {
    /// The error the start-up threw: the database that would not open, the keychain read
    /// that failed.
    public let underlying: any Error
    /// The file that called the start-up, as `#fileID` spells it.
    public let fileID: String
    /// The line of ``fileID`` that called it.
    public let line: UInt
    /// How many values and plugs the start-up had written before it failed, none of which was
    /// installed.
    public let discardedWrites: Int

    /// The failure in one sentence, with what was kept and where the start-up was called.
    public var description: String {
        """
        \(fileID):\(line): The start-up failed: \(underlying). None of the \(discardedWrites) \
        value(s) and plug(s) it had written was installed; the process reads what it read before.
        """
    }
}
