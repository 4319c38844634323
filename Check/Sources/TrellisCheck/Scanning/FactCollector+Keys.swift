import SwiftSyntax

/// Key reads and installs (``KeyUseFact``) and the `InjectedValues` properties that stand for a
/// key (``KeyPropertyFact``).
extension FactCollector {
    /// `.injecting(\.x, value)` or `.injecting(Key.self, value)`: an install, for a test. `false`
    /// for any other call of that name.
    func recordInjectingTrait(_ node: FunctionCallExprSyntax) -> Bool {
        guard node.arguments.count >= 2, let first = node.arguments.first?.expression, let key = SyntaxNames.keyReference(first) else {
            return false
        }
        facts.installs.append(
            KeyUseFact(key: key, form: ".injecting", location: location(of: node), function: currentFunction, scope: currentScope, typeName: currentType)
        )
        return true
    }

    /// `app.x = …`, `Key.currentValue = …`, `InjectedValues[…] = …`: installs.
    func recordAssignment(to target: ExprSyntax) {
        if let access = target.as(MemberAccessExprSyntax.self), let base = access.base.flatMap(SyntaxNames.lastName) {
            let member = access.declName.baseName.text
            if currentConfiguration.contains(base) {
                recordInstall(.property(member), form: "\(base).\(member) =", at: target)
            } else if member == "currentValue", base.first?.isUppercase == true, base != "Self",
                      let key = access.base.flatMap(SyntaxNames.path) {
                recordInstall(.type(key), form: "\(key).currentValue =", at: target)
            }
        } else if let subscriptCall = target.as(SubscriptCallExprSyntax.self),
                  let base = SyntaxNames.lastName(subscriptCall.calledExpression),
                  let argument = subscriptCall.arguments.first?.expression,
                  let key = SyntaxNames.keyReference(argument) {
            if types.last?.isInjectedValuesExtension == true, ["Self", "self", "InjectedValues"].contains(base) { return }
            if base == "InjectedValues" || currentConfiguration.contains(base) {
                recordInstall(key, form: "\(base)[…] =", at: target)
            }
        }
    }

    private func recordInstall(_ key: KeyReference, form: String, at node: ExprSyntax) {
        assignedExpressions.insert(node.id)
        facts.installs.append(KeyUseFact(key: key, form: form, location: location(of: node), function: currentFunction, scope: currentScope, typeName: currentType))
    }

    /// `InjectedValues[…]` read; inside `extension InjectedValues`, `Self[Key.self]` in a
    /// property's getter makes that property stand for the key.
    func recordSubscriptRead(_ node: SubscriptCallExprSyntax) {
        guard !assignedExpressions.contains(ExprSyntax(node).id),
              let base = SyntaxNames.lastName(node.calledExpression),
              let argument = node.arguments.first?.expression
        else { return }
        if types.last?.isInjectedValuesExtension == true, ["Self", "self", "InjectedValues"].contains(base),
           let key = SyntaxNames.metatype(argument),
           let property = functions.last.map({ facts.functions[$0.index] }), property.kind == .property {
            // Once per property: its getter and setter both name the key.
            if facts.keyProperties.last?.location != property.location {
                facts.keyProperties.append(
                    KeyPropertyFact(property: property.name, key: key, location: property.location, scope: currentScope, isNonisolated: property.isNonisolated)
                )
            }
        } else if base == "InjectedValues", let key = SyntaxNames.keyReference(argument) {
            facts.reads.append(
                KeyUseFact(key: key, form: "InjectedValues[…]", location: location(of: node), function: currentFunction, scope: currentScope, typeName: currentType)
            )
        }
    }

    /// `Key.currentValue` read.
    func recordCurrentValueRead(_ node: MemberAccessExprSyntax) {
        if node.declName.baseName.text == "currentValue", !assignedExpressions.contains(ExprSyntax(node).id),
           let base = node.base.flatMap(SyntaxNames.path), SyntaxNames.simpleName(base).first?.isUppercase == true, base != "Self" {
            facts.reads.append(
                KeyUseFact(key: .type(base), form: "\(base).currentValue", location: location(of: node), function: currentFunction, scope: currentScope, typeName: currentType)
            )
        }
    }

    /// `@Injected(\.x)` or `@Injected(Key.self)`: a read. Other attributes hold expressions too
    /// (`@Test(.plugging(LikePhoto.self, to: spy))`), so their arguments are walked.
    func recordInjectedAttribute(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        guard SyntaxNames.inheritedName(node.attributeName) == "Injected" else { return .visitChildren }
        guard case let .argumentList(arguments) = node.arguments,
              let first = arguments.first?.expression,
              let key = SyntaxNames.keyReference(first)
        else { return .skipChildren }
        facts.reads.append(KeyUseFact(key: key, form: "@Injected", location: location(of: node), function: currentFunction, scope: currentScope, typeName: currentType))
        return .skipChildren
    }

    /// A type a key's `defaultValue` or `testValue` makes: `Live()`, `Outer.Live(base: …)`,
    /// `Live.init()`, or `.init()` of its declared type.
    func recordMadeKeyValue(_ node: FunctionCallExprSyntax) {
        guard let index = functions.last?.keyValue else { return }
        var path: String?
        if let access = node.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil {
            if access.declName.baseName.text == "init", facts.keyValues[index].declaredTypes.count == 1 {
                path = facts.keyValues[index].declaredTypes.first
            }
        } else if let written = SyntaxNames.path(node.calledExpression) {
            path = written.hasSuffix(".init") ? String(written.dropLast(".init".count)) : written
        }
        guard let path, SyntaxNames.simpleName(path).first?.isUppercase == true, path != "Self" else { return }
        facts.keyValues[index].made.append(
            KeyValueFact.Made(
                type: path,
                arguments: node.arguments.map { .labeled($0.label?.text) } + (node.trailingClosure == nil ? [] : [.trailingClosure])
                    + node.additionalTrailingClosures.map { .labeled($0.label.text) },
                location: location(of: node)
            )
        )
    }
}
