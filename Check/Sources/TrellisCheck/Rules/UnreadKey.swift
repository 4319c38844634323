/// An injection key that nothing reads: a value installed for nobody.
struct UnreadKey: Rule {
    static let id = RuleID.unreadKey
    static let summary = "An injection key is declared, but nothing reads it."
    static let defaultSeverity = Severity.warning

    func check(_ analysis: Analysis, configuration: Configuration) -> [Diagnostic] {
        let graph = analysis.graph
        let read = Set(graph.reads.map(\.key))
        return graph.keys.filter { !read.contains($0.name) }.map { key in
            let spelling = key.properties.first.map { "`@Injected(\\.\($0))`" } ?? "`InjectedValues[\(key.name).self]`"
            return diagnostic(
                at: key.location,
                "the injection key `\(analysis.display(key.name))` is declared, but nothing reads it",
                fix: "read it with \(spelling) where it is needed, or remove the key and its installs"
            )
        }
    }
}

extension RuleID {
    /// An injection key that nothing reads.
    public static let unreadKey: RuleID = "unread-key"
}
