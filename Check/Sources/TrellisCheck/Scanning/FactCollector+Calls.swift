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
                recordPlug(action, form: isProcessWide ? .actions : .scope, at: node, implementation: sharedImplementation(node))
            }
        case "plugging":
            if let first, let action = SyntaxNames.metatype(first) {
                recordPlug(action, form: .trait, at: node, implementation: sharedImplementation(node))
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
    func recordPlugOperator(_ operand: ExprSyntax, implementation: ExprSyntax?) {
        if let action = SyntaxNames.metatype(operand) {
            recordPlug(action, form: .operator, at: operand, implementation: implementation.flatMap(implementationType))
        }
    }

    /// The type of the instance `plug(_:to:)` or `.plugging(_:to:)` keeps and shares; `nil` for
    /// the forms that make one per call (`factory:`) or take a closure.
    private func sharedImplementation(_ node: FunctionCallExprSyntax) -> String? {
        guard let argument = node.arguments.first(where: { $0.label?.text == "to" }) else { return nil }
        return implementationType(argument.expression)
    }

    /// The type of a plugged value: made where it is plugged (`NetworkLikePhoto()`), or named
    /// (`to: likePhoto`) and declared with its type or made in the nearest declaration of that
    /// name before the plug — a local, a parameter, a property of the enclosing type.
    private func implementationType(_ expression: ExprSyntax) -> String? {
        if let made = SyntaxNames.madeType(expression) { return made }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        return Self.declaredType(of: reference.baseName.text, before: Syntax(reference))
    }

    /// The type `name` is declared with, or made as, where Swift would find it from `node`:
    /// the statements before it in each enclosing block, then the parameters of the enclosing
    /// closure or function, then the members of the enclosing type. `nil` where none says.
    private static func declaredType(of name: String, before node: Syntax) -> String? {
        var child = node
        var parent = node.parent
        while let current = parent {
            if let block = current.as(CodeBlockItemListSyntax.self) {
                for item in block.reversed() where item.position < child.position {
                    if let variable = item.item.as(VariableDeclSyntax.self), let type = declaredType(of: name, in: variable) { return type }
                }
            } else if let members = current.as(MemberBlockItemListSyntax.self) {
                for member in members {
                    if let variable = member.decl.as(VariableDeclSyntax.self), let type = declaredType(of: name, in: variable) { return type }
                }
                return nil
            } else if let closure = current.as(ClosureExprSyntax.self) {
                // A closure's parameter of that name hides the declarations outside.
                switch closure.signature?.parameterClause {
                case let .simpleInput(names):
                    if names.contains(where: { $0.name.text == name }) { return nil }
                case let .parameterClause(clause):
                    if let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                        return parameter.type.flatMap(SyntaxNames.typePath).flatMap(typeName)
                    }
                case nil:
                    break
                }
            } else if let parameters = current.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? current.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters {
                if let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                    return SyntaxNames.typePath(parameter.type).flatMap(typeName)
                }
            }
            child = current
            parent = current.parent
        }
        return nil
    }

    /// The type of `name` if `variable` declares it: as annotated, or as its initializer makes it.
    private static func declaredType(of name: String, in variable: VariableDeclSyntax) -> String? {
        for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let annotation = binding.typeAnnotation { return SyntaxNames.typePath(annotation.type).flatMap(typeName) }
            return binding.initializer.flatMap { SyntaxNames.madeType($0.value) }
        }
        return nil
    }

    /// A written type that names one (`Live`, `Remote.Live`); the checker judges only the
    /// types the sources declare, so a generic parameter's name is left alone later.
    private static func typeName(_ path: String) -> String? {
        SyntaxNames.simpleName(path).first?.isUppercase == true && path != "Self" ? path : nil
    }

    private func recordActionCall(_ action: String, form: ActionCallFact.Form, at node: some SyntaxProtocol) {
        facts.actionCalls.append(
            ActionCallFact(action: action, form: form, location: location(of: node), function: currentFunction, scope: currentScope, typeName: currentType)
        )
    }

    private func recordPlug(_ action: String, form: PlugSite.Form, at node: some SyntaxProtocol, implementation: String?) {
        facts.plugs.append(
            PlugFact(
                action: action, form: form, implementation: implementation, location: location(of: node), function: currentFunction, scope: currentScope,
                typeName: currentType
            )
        )
    }
}
