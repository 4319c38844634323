import SwiftSyntax

/// Calls by name with their labels (``CallFact``), action calls (``ActionCallFact``) and plugs
/// (``PlugFact``); a call that configures `InjectedValues` or installs through `.injecting` is
/// handed on to the configuration and key extensions.
extension FactCollector {
    func recordCall(_ node: FunctionCallExprSyntax) {
        var base: ExprSyntax?
        let callee: DeclReferenceExprSyntax
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference
        } else if let access = node.calledExpression.as(MemberAccessExprSyntax.self) {
            callee = access.declName
            base = access.base
        } else {
            return
        }
        let name = callee.baseName.text
        callees.insert(callee.id)
        facts.functions[currentFunction].calls.append(
            CallFact(
                name: name == "init" ? (base.flatMap(SyntaxNames.lastName) ?? name) : name,
                arguments: node.arguments.map { .labeled($0.label?.text) }
                    + (node.trailingClosure == nil ? [] : [.trailingClosure])
                    + node.additionalTrailingClosures.map { .labeled($0.label.text) }
            )
        )
        let first = node.arguments.first?.expression
        switch name {
        case "action":
            if let first, let action = SyntaxNames.metatype(first) {
                recordActionCall(action, form: .actionFunction, at: node)
            }
        case "perform":
            if let base, let action = SyntaxNames.path(base), SyntaxNames.simpleName(action).first?.isUppercase == true, action != "Self" {
                recordActionCall(action, form: .perform, at: node)
            }
        case "plug":
            if let first, let action = SyntaxNames.metatype(first) {
                let isProcessWide = base.flatMap(SyntaxNames.lastName) == "Actions"
                recordPlug(action, form: isProcessWide ? .actions : .scope, at: node)
            }
        case "plugging":
            if let first, let action = SyntaxNames.metatype(first) {
                recordPlug(action, form: .trait, at: node)
            } else {
                configuration(of: node)
            }
        case "injecting":
            if !recordInjectingTrait(node) { configuration(of: node) }
        case "overriding", "withOverrides", "withInjectedValues":
            configuration(of: node)
        case "install":
            if base.flatMap(SyntaxNames.lastName) == "InjectedValues" { configuration(of: node) }
        default:
            break
        }
    }

    /// `X.self <~ implementation`: `operand` is what stands left of the operator.
    func recordPlugOperator(_ operand: ExprSyntax) {
        if let action = SyntaxNames.metatype(operand) {
            recordPlug(action, form: .operator, at: operand)
        }
    }

    private func recordActionCall(_ action: String, form: ActionCallFact.Form, at node: some SyntaxProtocol) {
        facts.actionCalls.append(
            ActionCallFact(action: action, form: form, location: location(of: node), function: currentFunction, scope: currentScope, typeName: currentType)
        )
    }

    private func recordPlug(_ action: String, form: PlugSite.Form, at node: some SyntaxProtocol) {
        facts.plugs.append(PlugFact(action: action, form: form, location: location(of: node), function: currentFunction, scope: currentScope, typeName: currentType))
    }
}
