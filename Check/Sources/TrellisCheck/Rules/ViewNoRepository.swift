/// A view only renders what it is given: it never reads an injection key (a repository, a
/// service) nor calls an action; its interaction or presenter does, and hands it the result.
/// A view conforms to the kit's `Rendering` or `ViperView`, or `roles: view:` names it; an MVC
/// view controller is the controller, and may.
struct ViewNoRepository: Rule {
    static let id = RuleID.viewNoRepository
    static let summary = "A view never reads an injection key or calls an action."
    static let defaultSeverity = Severity.error

    func check(_ analysis: Analysis, configuration: Configuration) -> [Diagnostic] {
        let isViewType: (String?) -> Bool = { name in
            guard let name, let kind = analysis.types.kind(of: name) ?? analysis.types.primary(name)?.fact.kind else { return false }
            return kind != .protocol && analysis.roles.isView(name)
        }
        var diagnostics: [Diagnostic] = []
        for read in analysis.graph.reads where isViewType(read.enclosingType) {
            diagnostics.append(
                diagnostic(
                    at: read.location,
                    "the view `\(analysis.display(read.enclosingType!))` reads the injection key `\(analysis.display(read.key))`",
                    fix: "read it in the view's interaction or presenter and hand the view what it shows in a renderable or view model"
                )
            )
        }
        for call in analysis.graph.calls where isViewType(call.enclosingType) {
            let action = analysis.display(call.action)
            diagnostics.append(
                diagnostic(
                    at: call.location,
                    "the view `\(analysis.display(call.enclosingType!))` calls the action `\(action)`",
                    fix: "forward the user's input to the view's interaction or presenter, and call `\(action)` there"
                )
            )
        }
        return diagnostics
    }
}

extension RuleID {
    /// A view reading an injection key or calling an action.
    public static let viewNoRepository: RuleID = "view-no-repository"
}
