import SwiftSyntax

/// Functions, initializers and properties that run code (``FunctionFact``): where each starts and
/// ends, its parameters, the names it declares and the names it mentions.
extension FactCollector {
    func enterFunction(_ node: FunctionDeclSyntax) {
        let clause = node.signature.parameterClause
        enterFunction(name: node.name.text, kind: .function, node: node, end: node.body.map(endLocation(of:)),
                      configParameter: configurationParameter(clause), parameters: Self.parameters(clause),
                      parameterNames: Self.parameterNames(clause))
    }

    func enterInitializer(_ node: InitializerDeclSyntax) {
        let clause = node.signature.parameterClause
        enterFunction(name: "init", kind: .initializer, node: node, end: node.body.map(endLocation(of:)),
                      configParameter: configurationParameter(clause), parameters: Self.parameters(clause),
                      parameterNames: Self.parameterNames(clause))
        facts.functions[facts.functions.count - 1].isNonisolated = Self.isNonisolated(node.modifiers)
    }

    /// A member property whose initializer, accessors or wrapper run code: a function of its own.
    func enterPropertyWithCode(_ node: VariableDeclSyntax) {
        let isMember = functions.last.map { types.count > $0.typeDepth } ?? true
        // A stored property with no initializer, accessor or wrapper runs no code: no node.
        guard isMember,
              let binding = node.bindings.first,
              binding.initializer != nil || binding.accessorBlock != nil || !node.attributes.isEmpty,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return }
        var keyValue: Int?
        if let scope = currentScope, !(types.last?.isInjectedValuesExtension ?? false), ["defaultValue", "testValue"].contains(name),
           node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
            facts.keyValues.append(
                KeyValueFact(property: name, scope: scope, declaredTypes: binding.typeAnnotation.map { SyntaxNames.typeNames(in: $0.type) } ?? [],
                             location: location(of: binding))
            )
            keyValue = facts.keyValues.count - 1
        }
        enterFunction(name: name, kind: .property, node: node, end: endLocation(of: node), configParameter: nil, keyValue: keyValue)
        facts.functions[facts.functions.count - 1].isNonisolated = Self.isNonisolated(node.modifiers)
    }

    static func isNonisolated(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
    }

    private func enterFunction(
        name: String, kind: FunctionFact.Kind, node: some SyntaxProtocol, end: Location?, configParameter: String?,
        parameters: [ParameterFact]? = nil, parameterNames: [String] = [], keyValue: Int? = nil
    ) {
        let start = location(of: node)
        facts.functions.append(
            FunctionFact(name: name, typeName: currentType, scope: currentScope, kind: kind, location: start, endLocation: end ?? start,
                         parameters: parameters, configParameter: configParameter)
        )
        for parameter in parameterNames {
            facts.functions[facts.functions.count - 1].locals.insert(parameter)
        }
        if let configParameter { configurations.append([configParameter]) }
        functions.append(
            FunctionScope(
                index: facts.functions.count - 1, typeDepth: types.count, node: node.id, pushedConfiguration: configParameter != nil, keyValue: keyValue
            )
        )
    }

    func leaveFunction(_ node: some SyntaxProtocol) {
        guard let scope = functions.last, scope.node == node.id else { return }
        functions.removeLast()
        if scope.pushedConfiguration { configurations.removeLast() }
    }

    private static func parameters(_ clause: FunctionParameterClauseSyntax) -> [ParameterFact] {
        clause.parameters.map { parameter in
            ParameterFact(
                label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                hasDefault: parameter.defaultValue != nil,
                isVariadic: parameter.ellipsis != nil
            )
        }
    }

    private static func parameterNames(_ clause: FunctionParameterClauseSyntax) -> [String] {
        clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    }

    /// The internal name of an `inout InjectedValues` parameter: such a function is a start-up.
    private func configurationParameter(_ clause: FunctionParameterClauseSyntax) -> String? {
        for parameter in clause.parameters {
            guard let attributed = parameter.type.as(AttributedTypeSyntax.self),
                  attributed.specifiers.contains(where: { specifier in
                      if case let .simpleTypeSpecifier(simple) = specifier { return simple.specifier.tokenKind == .keyword(.inout) }
                      return false
                  }),
                  SyntaxNames.inheritedName(attributed.baseType) == "InjectedValues"
            else { continue }
            return (parameter.secondName ?? parameter.firstName).text
        }
        return nil
    }

    // MARK: - Names declared and mentioned

    /// A name bound by a pattern (`let x`, `case let .y(z)`): a local of the function it is in,
    /// unless it is a member of a type declared inside a property's initializer.
    func declarePatternName(_ node: IdentifierPatternSyntax) {
        if let scope = functions.last, facts.functions[scope.index].kind != .property || types.count == scope.typeDepth {
            facts.functions[scope.index].locals.insert(node.identifier.text)
        }
    }

    /// A closure's parameter: a local of the function the closure is written in.
    func declareClosureParameter(_ name: String) {
        if functions.last != nil { facts.functions[currentFunction].locals.insert(name) }
    }

    /// A statement outside any declaration: the file has top-level code.
    func noteTopLevelCode(_ node: CodeBlockItemSyntax) {
        if !facts.hasTopLevelCode, functions.isEmpty, types.isEmpty, !node.item.is(DeclSyntax.self),
           node.parent?.parent?.is(SourceFileSyntax.self) == true {
            facts.hasTopLevelCode = true
        }
    }

    /// A name mentioned without being called: a reference, or a member read after a dot.
    func recordReference(_ node: DeclReferenceExprSyntax) {
        guard !callees.contains(node.id) else { return }
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
            facts.functions[currentFunction].memberReferences.insert(node.baseName.text)
        } else {
            facts.functions[currentFunction].references.insert(node.baseName.text)
        }
    }
}
