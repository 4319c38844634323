/// Runs the probe named by the first argument: one misuse of the kit that must stop the
/// process with a message, or one use that must not (or that must do nothing at all).
///
/// ```
/// trellis-probe viper-mismatched-parts
/// ```
@main
struct TrellisProbe {
    /// Every probe, by the name the test passes.
    @MainActor static let probes: [String: @MainActor () -> Void] = [
        "viper-mismatched-parts": assembleMismatchedViperParts,
        "coordinator-own-child": startACoordinatorAsItsOwnChild,
        "required-key-read": readARequiredKeyWithNothingInstalled,
        "required-key-install": installARequiredKeyWithNothingInstalled,
        "required-key-install-stored-key-path": installARequiredKeyThroughAStoredKeyPath,
        "static-default-cycle": readStaticDefaultsThatReadEachOther,
        "computed-default-cycle": readComputedDefaultsThatReadEachOther,
        "unplugged-never-failing-action": callAnUnpluggedActionThatCannotFail,
        "leak-detector-off": leaveFlowsAliveWithTheLeakDetectorOn,
        "unplugged-typed-failure-action": callAnUnpluggedActionWithItsOwnFailure,
    ]

    @MainActor static func main() {
        let name = CommandLine.arguments.dropFirst().first ?? ""
        guard let probe = probes[name] else {
            let known = probes.keys.sorted().joined(separator: ", ")
            fatalError("No probe is named \"\(name)\"; the probes are: \(known).")
        }
        probe()
        printNow("probe \(name) returned")
    }
}
