/// A dismissed object that was still alive when its grace period ended: what it is, where it
/// was dismissed, and how long it had outlived that.
///
/// A ``LeakDetector`` makes one for each survivor, keeps it in ``LeakDetector/reports`` and
/// hands it to ``LeakDetector/onReport``, which by default writes its ``logLine`` on standard
/// error:
///
/// ```
/// Trellis: SettingsCoordinator is still alive 1.0 seconds after it was dismissed at
/// MyApp/SettingsFlow.swift:42. …
/// ```
///
/// It is a value, so a test compares it, a hook sends it to a crash reporter, and both read
/// the same fields whatever the log says.
public struct LeakReport: Sendable, Hashable, CustomStringConvertible {
    /// The type of the object still alive, as Swift prints it: `SettingsCoordinator`.
    public let typeName: String

    /// The file that dismissed it, as `#fileID` spells it: `MyApp/SettingsFlow.swift`.
    public let fileID: String

    /// The line of ``fileID`` that dismissed it.
    public let line: UInt

    /// How long the object had been alive since it was dismissed when it was found still
    /// alive: the grace period, or more if the check ran late.
    public let livedPastDismissal: Duration
    /// The `InjectionScope` whose reset let go of the object, when a reset did rather than
    /// a dismissal: `"session"`.
    public let resetScope: String?
    /// Where the object was handed out before that reset, `File.swift:12` each: whatever was
    /// made there, and still holds it, is the stale holder.
    public let handedOutAt: [String]

    /// A report, for a hook to compare with or a test to build the one it expects.
    ///
    /// ```swift
    /// let expected = LeakReport(
    ///     typeName: "SettingsCoordinator",
    ///     fileID: "MyApp/SettingsFlow.swift",
    ///     line: 42,
    ///     livedPastDismissal: .seconds(1)
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - typeName: The survivor's type.
    ///   - fileID: The file that dismissed it, as `#fileID` spells it.
    ///   - line: The line that dismissed it.
    ///   - livedPastDismissal: How long it had outlived its dismissal when it was checked.
    ///   - resetScope: The scope whose reset let go of it, if a reset did.
    ///   - handedOutAt: Where it was handed out before that reset.
    public init(
        typeName: String, fileID: String, line: UInt, livedPastDismissal: Duration, resetScope: String? = nil, handedOutAt: [String] = []
    ) {
        self.typeName = typeName
        self.fileID = fileID
        self.line = line
        self.livedPastDismissal = livedPastDismissal
        self.resetScope = resetScope
        self.handedOutAt = handedOutAt
    }

    /// Where the object was dismissed: `MyApp/SettingsFlow.swift:42`.
    public var dismissedAt: String {
        "\(fileID):\(line)"
    }

    /// The report in brief, as a test failure or a debugger shows it:
    /// `SettingsCoordinator, dismissed at MyApp/SettingsFlow.swift:42, alive 1.0 seconds later`.
    public var description: String {
        guard let resetScope else { return "\(typeName), dismissed at \(dismissedAt), alive \(livedPastDismissal) later" }
        return "\(typeName) of scope \(resetScope), reset at \(dismissedAt), alive \(livedPastDismissal) later"
    }

    /// The line the detector writes on standard error: the type, where it was dismissed, the
    /// likely cause and how to find the cycle.
    ///
    /// ```swift
    /// func log(_ report: LeakReport) {
    ///     print(report.logLine)
    /// }
    /// ```
    public var logLine: String {
        if let resetScope {
            let readers = handedOutAt.isEmpty ? "" : " It was handed out at \(handedOutAt.joined(separator: ", ")):"
            return """
                Trellis: \(typeName) of the \(resetScope) scope is still alive \(livedPastDismissal) after the \
                scope was reset at \(dismissedAt).\(readers) what was made there still holds it, and \
                goes on working with the values from before the reset. Make that object again after \
                the reset, or read the key when it is needed instead of keeping the value.
                """
        }
        return """
        Trellis: \(typeName) is still alive \(livedPastDismissal) after it was dismissed at \
        \(dismissedAt). Something still holds it, usually a reference cycle: a closure it keeps \
        that captures it strongly, or a back reference not declared `weak`. To find the cycle, \
        look at what holds \(typeName) in a memory-graph debugger (Xcode's Debug Memory Graph), \
        or rebuild the screen in a test inside TrellisTesting's expectNoLeaks, track its parts, \
        and see which one stays.
        """
    }
}
