import SwiftSyntax

/// The array expressions a manifest names at its top level (`let shared: [Target.Dependency] =
/// [...]`), so a `dependencies:` or `targets:` argument that uses one reads as if it were
/// written out where it is used.
struct ManifestLists {
    private var named: [String: ExprSyntax] = [:]

    init(_ file: SourceFileSyntax) {
        for item in file.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                   let value = binding.initializer?.value {
                    named[name] = value
                }
            }
        }
    }

    /// The elements `expression` stands for: an array literal's, a named list's, the lists
    /// joined by `+`, or the targets of `list.map { .target(name: $0.name) }`. Anything else
    /// is read as empty: the manifest computes it in a way a reader cannot follow.
    func elements(_ expression: ExprSyntax) -> [ExprSyntax] {
        read(expression).elements
    }

    /// The same elements, and whether they are all of them: `false` when some part of
    /// `expression` is computed in a way the reader does not follow (`settings() + [...]`).
    func read(_ expression: ExprSyntax) -> (elements: [ExprSyntax], complete: Bool) {
        var elements: [ExprSyntax] = []
        let complete = collect(expression, depth: 0, into: &elements)
        return (elements, complete)
    }

    private func collect(_ expression: ExprSyntax, depth: Int, into elements: inout [ExprSyntax]) -> Bool {
        // A list named in terms of itself would never end; real manifests nest a few levels.
        guard depth < 16 else { return false }
        if let array = expression.as(ArrayExprSyntax.self) {
            elements += array.elements.map(\.expression)
            return true
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let value = named[reference.baseName.text] {
            return collect(value, depth: depth + 1, into: &elements)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let parts = Array(sequence.elements)
            let operators = stride(from: 1, to: parts.count, by: 2).map { parts[$0].as(BinaryOperatorExprSyntax.self)?.operator.text }
            guard operators.allSatisfy({ $0 == "+" }) else { return false }
            var complete = true
            for index in stride(from: 0, to: parts.count, by: 2) where !collect(parts[index], depth: depth + 1, into: &elements) {
                complete = false
            }
            return complete
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let access = call.calledExpression.as(MemberAccessExprSyntax.self),
           access.declName.baseName.text == "map", let base = access.base,
           Self.isTargetOfEachName(call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)) {
            return collect(base, depth: depth + 1, into: &elements)
        }
        return false
    }

    /// Whether `closure` is `{ .target(name: $0.name) }` or `.byName(name: $0.name)`: a
    /// dependency on each target of the list it maps, which is what the list's own
    /// `.target(name: "…", …)` elements then read as.
    private static func isTargetOfEachName(_ closure: ClosureExprSyntax?) -> Bool {
        guard let closure, closure.statements.count == 1,
              let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
              let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil,
              ["target", "byName"].contains(access.declName.baseName.text),
              call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "name",
              let member = argument.expression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "name",
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "$0"
        else { return false }
        return true
    }
}
