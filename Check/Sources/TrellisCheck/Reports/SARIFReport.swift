import Foundation

/// Findings as SARIF 2.1.0, the format code-scanning services read: one run, the rules with
/// their summaries, one result per finding with its place and related notes. Findings the
/// baseline knows are included as externally suppressed; the run's notices (a file that does
/// not parse, no start-up) are the invocation's tool execution notifications.
///
/// Columns are UTF-16 code units, SARIF's default `columnKind`, which the run also states: the
/// compiler's UTF-8 byte columns would point past the place on a line with non-ASCII text.
public struct SARIFReport: Sendable {
    /// The checker's version, as the SARIF driver reports it.
    public static let toolVersion = "1.0.0"
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let rootBase = "%SRCROOT%"

    /// The package root as an absolute path, for `originalUriBaseIds`; `nil` leaves it out.
    public let absoluteRoot: String?

    public init(absoluteRoot: String? = nil) {
        self.absoluteRoot = absoluteRoot
    }

    public func render(_ result: CheckResult) throws -> String {
        let rules = RuleCatalog.all
        let results = result.diagnostics.map { sarifResult($0, rules: rules, suppressed: false) }
            + result.baselined.map { sarifResult($0, rules: rules, suppressed: true) }
        var bases: [String: Log.ArtifactLocation]?
        if let absoluteRoot {
            let directory = absoluteRoot.hasSuffix("/") ? absoluteRoot : absoluteRoot + "/"
            bases = [Self.rootBase: Log.ArtifactLocation(uri: URL(fileURLWithPath: directory, isDirectory: true).absoluteString, uriBaseId: nil)]
        }
        let log = Log(
            schema: Self.schema,
            version: "2.1.0",
            runs: [
                Log.Run(
                    tool: Log.Tool(driver: Log.Driver(
                        name: "trellis-check",
                        version: Self.toolVersion,
                        rules: rules.map { rule in
                            Log.ReportingDescriptor(
                                id: rule.id.rawValue,
                                shortDescription: Log.Message(text: rule.summary),
                                help: Log.Message(text: "See \(rule.documentationPath) in the trellis-check package."),
                                defaultConfiguration: Log.Configuration(level: rule.defaultSeverity.rawValue)
                            )
                        }
                    )),
                    invocations: [
                        Log.Invocation(
                            executionSuccessful: true,
                            toolExecutionNotifications: result.notices.map { notice in
                                Log.Notification(
                                    descriptor: Log.DescriptorReference(id: notice.kind.rawValue),
                                    level: notice.location == nil ? "note" : "warning",
                                    message: Log.Message(text: notice.message),
                                    locations: notice.location.map { [Log.LocationEntry(id: nil, physicalLocation: physical($0), message: nil)] }
                                )
                            }
                        ),
                    ],
                    originalUriBaseIds: bases,
                    columnKind: "utf16CodeUnits",
                    results: results
                ),
            ]
        )
        return try JSONReport.encode(log)
    }

    private func sarifResult(_ diagnostic: Diagnostic, rules: [RuleDescription], suppressed: Bool) -> Log.Result {
        Log.Result(
            ruleId: diagnostic.rule.rawValue,
            ruleIndex: rules.firstIndex { $0.id == diagnostic.rule },
            level: diagnostic.severity.rawValue,
            message: Log.Message(text: "\(diagnostic.message) — \(diagnostic.fix)"),
            locations: [Log.LocationEntry(id: nil, physicalLocation: physical(diagnostic.location), message: nil)],
            relatedLocations: diagnostic.notes.isEmpty ? nil : diagnostic.notes.enumerated().map { index, note in
                Log.LocationEntry(id: index, physicalLocation: physical(note.location), message: Log.Message(text: note.message))
            },
            partialFingerprints: ["trellisCheck/v1": Self.fingerprint(diagnostic)],
            suppressions: suppressed ? [Log.Suppression(kind: "external", justification: "Known from the trellis-check baseline.")] : nil
        )
    }

    private func physical(_ location: Location) -> Log.PhysicalLocation {
        Log.PhysicalLocation(
            artifactLocation: Log.ArtifactLocation(
                uri: location.file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? location.file,
                uriBaseId: Self.rootBase
            ),
            region: Log.Region(startLine: location.line, startColumn: location.utf16Column)
        )
    }

    /// FNV-1a of rule, file and message: the same finding keeps its fingerprint as lines move.
    static func fingerprint(_ diagnostic: Diagnostic) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(diagnostic.rule)|\(diagnostic.location.file)|\(diagnostic.message)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

// MARK: - Internal

/// The subset of the SARIF 2.1.0 object model the report writes.
private struct Log: Encodable {
    struct Message: Encodable { let text: String }
    struct Configuration: Encodable { let level: String }

    struct ReportingDescriptor: Encodable {
        let id: String
        let shortDescription: Message
        let help: Message
        let defaultConfiguration: Configuration
    }

    struct Driver: Encodable {
        let name: String
        let version: String
        let rules: [ReportingDescriptor]
    }

    struct Tool: Encodable { let driver: Driver }

    struct ArtifactLocation: Encodable {
        let uri: String
        let uriBaseId: String?
    }

    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int
    }

    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }

    struct LocationEntry: Encodable {
        let id: Int?
        let physicalLocation: PhysicalLocation
        let message: Message?
    }

    struct Suppression: Encodable {
        let kind: String
        let justification: String
    }

    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int?
        let level: String
        let message: Message
        let locations: [LocationEntry]
        let relatedLocations: [LocationEntry]?
        let partialFingerprints: [String: String]
        let suppressions: [Suppression]?
    }

    struct DescriptorReference: Encodable { let id: String }

    struct Notification: Encodable {
        let descriptor: DescriptorReference
        let level: String
        let message: Message
        let locations: [LocationEntry]?
    }

    struct Invocation: Encodable {
        let executionSuccessful: Bool
        let toolExecutionNotifications: [Notification]
    }

    struct Run: Encodable {
        let tool: Tool
        let invocations: [Invocation]
        let originalUriBaseIds: [String: ArtifactLocation]?
        let columnKind: String
        let results: [Result]
    }

    let schema: String
    let version: String
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }
}
