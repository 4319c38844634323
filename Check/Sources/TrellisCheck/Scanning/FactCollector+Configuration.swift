import SwiftSyntax

/// The closures that configure `InjectedValues` (`InjectedValues.install { app in … }`,
/// `withOverrides { $0… }`), whose parameter names stand for the values being configured, and
/// the start-up functions handed over by name (``ConfigReferenceFact``).
extension FactCollector {
    /// Marks the closure that configures a scope, or notes the start-up function passed by name.
    func configuration(of call: FunctionCallExprSyntax) {
        if let closure = call.arguments.first(where: { $0.expression.is(ClosureExprSyntax.self) }) {
            configurationClosures.insert(closure.expression.id)
        } else if call.arguments.isEmpty, let trailing = call.trailingClosure {
            configurationClosures.insert(trailing.id)
        } else if let first = call.arguments.first?.expression,
                  first.is(DeclReferenceExprSyntax.self) || first.is(MemberAccessExprSyntax.self),
                  let name = SyntaxNames.lastName(first) {
            facts.configReferences.append(ConfigReferenceFact(name: name, location: location(of: first), function: currentFunction))
        }
    }

    /// Inside a closure marked by ``configuration(of:)``, its parameters name the values.
    func enterConfigurationClosure(_ node: ClosureExprSyntax) {
        guard configurationClosures.contains(node.id) else { return }
        var names: Set<String> = []
        switch node.signature?.parameterClause {
        case let .simpleInput(parameters):
            names = Set(parameters.map(\.name.text))
        case let .parameterClause(clause):
            names = Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
        case nil:
            names = ["$0"]
        }
        configurations.append(names)
        closuresThatConfigure.append(node.id)
    }

    func leaveConfigurationClosure(_ node: ClosureExprSyntax) {
        guard closuresThatConfigure.last == node.id else { return }
        closuresThatConfigure.removeLast()
        configurations.removeLast()
    }
}
