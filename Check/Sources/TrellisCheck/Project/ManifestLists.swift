import SwiftSyntax

/// What a manifest's expressions stand for, as far as a reader can tell without running it: the
/// array expressions it names at its top level (`let shared: [Target.Dependency] = [...]`), so a
/// `dependencies:` or `targets:` argument that uses one reads as if it were written out where it
/// is used; and the top-level functions that make targets or settings
/// (`func app(_ name: String, _ settings: [SwiftSetting]) -> [Target]`), so a call of one reads
/// as its body with the call's arguments in place of the parameters.
///
/// A value is one scope: the top level, or a call of a function — its parameters bound to the
/// call's arguments, each read where the call is written, and the `let`s of its body. A function
/// is followed when its body is `let`s and then one returned expression; one that loops, mutates
/// or branches is not, and reads as a value the reader cannot follow.
struct ManifestLists {
    /// An expression, with the scope its names are read in.
    struct Element {
        let expression: ExprSyntax
        let scope: ManifestLists
    }

    private var named: [String: ExprSyntax] = [:]
    private var functions: [String: FunctionDeclSyntax] = [:]
    /// In a call being followed: its parameters and the `let`s of its body, by name.
    private var bindings: [String: Element] = [:]
    /// How many calls deep this scope is: a function calling itself would never end.
    private var depth = 0

    private static let maximumDepth = 16

    init(_ file: SourceFileSyntax) {
        for item in file.statements {
            if let variable = item.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                       let value = binding.initializer?.value {
                        named[name] = value
                    }
                }
            } else if let function = item.item.as(FunctionDeclSyntax.self) {
                functions[function.name.text] = function
            }
        }
    }

    /// The same manifest's top level: where a top-level `let` is read, wherever it is used.
    private var topLevel: ManifestLists {
        var scope = self
        scope.bindings = [:]
        return scope
    }

    /// The elements `expression` stands for: an array literal's, a named list's, the lists
    /// joined by `+`, a followed function's result, or the targets of
    /// `list.map { .target(name: $0.name) }`. Anything else is read as empty: the manifest
    /// computes it in a way a reader cannot follow.
    func elements(_ expression: ExprSyntax) -> [Element] {
        read(expression).elements
    }

    /// The same elements, and whether they are all of them: `false` when some part of
    /// `expression` is computed in a way the reader does not follow (`settings() + [...]`).
    func read(_ expression: ExprSyntax) -> (elements: [Element], complete: Bool) {
        var elements: [Element] = []
        let complete = collect(expression, depth: 0, into: &elements)
        return (elements, complete)
    }

    private func collect(_ expression: ExprSyntax, depth: Int, into elements: inout [Element]) -> Bool {
        // A list named in terms of itself would never end; real manifests nest a few levels.
        guard depth < Self.maximumDepth else { return false }
        let (expression, scope) = value(of: expression)
        if let array = expression.as(ArrayExprSyntax.self) {
            elements += array.elements.map { Element(expression: $0.expression, scope: scope) }
            return true
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let parts = Array(sequence.elements)
            let operators = stride(from: 1, to: parts.count, by: 2).map { parts[$0].as(BinaryOperatorExprSyntax.self)?.operator.text }
            guard operators.allSatisfy({ $0 == "+" }) else { return false }
            var complete = true
            for index in stride(from: 0, to: parts.count, by: 2) where !scope.collect(parts[index], depth: depth + 1, into: &elements) {
                complete = false
            }
            return complete
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let access = call.calledExpression.as(MemberAccessExprSyntax.self),
           access.declName.baseName.text == "map", let base = access.base,
           Self.isTargetOfEachName(call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)) {
            return scope.collect(base, depth: depth + 1, into: &elements)
        }
        return false
    }

    /// What `expression` stands for and the scope to read that in: a parameter's argument, a
    /// `let`'s value, a followed call's result, through as many as are chained; the
    /// expression itself when it is none of those.
    func value(of expression: ExprSyntax) -> (expression: ExprSyntax, scope: ManifestLists) {
        var current = Element(expression: expression, scope: self)
        for _ in 0..<Self.maximumDepth {
            if let reference = current.expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
                let name = reference.baseName.text
                if let bound = current.scope.bindings[name] {
                    current = bound
                } else if let value = current.scope.named[name] {
                    current = Element(expression: value, scope: current.scope.topLevel)
                } else {
                    break
                }
            } else if let call = current.expression.as(FunctionCallExprSyntax.self), let result = current.scope.result(of: call) {
                current = result
            } else {
                break
            }
        }
        return (current.expression, current.scope)
    }

    /// A string `expression` stands for: a literal, with its interpolations read as strings too
    /// (`"Sources/\(name)"`), through parameters, `let`s and followed calls.
    func string(_ expression: ExprSyntax) -> String? {
        string(expression, depth: 0)
    }

    private func string(_ expression: ExprSyntax, depth: Int) -> String? {
        guard depth < Self.maximumDepth else { return nil }
        let (value, scope) = value(of: expression)
        guard let literal = value.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                text += plain.content.text
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self), interpolation.expressions.count == 1,
                      let only = interpolation.expressions.first, only.label == nil,
                      let part = scope.string(only.expression, depth: depth + 1) {
                text += part
            } else {
                return nil
            }
        }
        return text
    }

    // MARK: - Calls of the manifest's functions

    /// The body of the top-level function `call` calls, and the scope it is read in: its
    /// parameters bound to the call's arguments (or their default values), its `let`s bound as
    /// they come. `nil` for any other call, or a function the reader does not follow.
    func body(of call: FunctionCallExprSyntax) -> (statements: CodeBlockItemListSyntax, scope: ManifestLists)? {
        guard depth < Self.maximumDepth, let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              bindings[reference.baseName.text] == nil, let function = functions[reference.baseName.text], let body = function.body,
              call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty
        else { return nil }
        var scope = topLevel
        scope.depth = depth + 1
        var arguments = call.arguments[...]
        for parameter in function.signature.parameterClause.parameters {
            guard parameter.ellipsis == nil else { return nil }
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            if let argument = arguments.first, argument.label?.text == label {
                scope.bindings[name] = Element(expression: argument.expression, scope: self)
                arguments = arguments.dropFirst()
            } else if let value = parameter.defaultValue?.value {
                scope.bindings[name] = Element(expression: value, scope: topLevel)
            } else {
                return nil
            }
        }
        guard arguments.isEmpty else { return nil }
        for item in body.statements.dropLast() {
            guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) else { return nil }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { return nil }
                scope.bindings[name] = Element(expression: value, scope: scope)
            }
        }
        return (body.statements, scope)
    }

    /// Whether `call` calls a function of the manifest (followed or not).
    func callsFunction(_ call: FunctionCallExprSyntax) -> Bool {
        guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return false }
        return bindings[reference.baseName.text] == nil && functions[reference.baseName.text] != nil
    }

    /// What a call of a top-level function returns, in the scope of the call: the expression its
    /// body's last statement returns.
    private func result(of call: FunctionCallExprSyntax) -> Element? {
        guard let (statements, scope) = body(of: call), let last = statements.last else { return nil }
        if let returned = last.item.as(ReturnStmtSyntax.self)?.expression {
            return Element(expression: returned, scope: scope)
        }
        // A body of one expression returns it.
        guard statements.count == 1, let expression = last.item.as(ExprSyntax.self) else { return nil }
        return Element(expression: expression, scope: scope)
    }

    // MARK: - Closures over lists

    /// The scope `closure`'s body is read in for one element of the list it maps: its one
    /// parameter (`$0`, or the name it gives it) bound to the element. `nil` for a closure of
    /// more parameters.
    func scope(of closure: ClosureExprSyntax, for element: Element) -> ManifestLists? {
        var scope = self
        switch closure.signature?.parameterClause {
        case nil:
            scope.bindings["$0"] = element
        case let .simpleInput(names):
            guard names.count == 1, let name = names.first?.name.text else { return nil }
            scope.bindings[name] = element
        case let .parameterClause(clause):
            guard clause.parameters.count == 1, let parameter = clause.parameters.first else { return nil }
            scope.bindings[(parameter.secondName ?? parameter.firstName).text] = element
        }
        return scope
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
