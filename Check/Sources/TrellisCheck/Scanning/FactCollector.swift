import SwiftSyntax

/// Walks one file's syntax tree once and writes down its ``SourceFacts``.
///
/// It recognises the kit's spellings only (see the `Graph` documentation page for the list); it
/// resolves nothing across files, so files can be walked in parallel and joined afterwards.
final class FactCollector: SyntaxVisitor {
    private(set) var facts: SourceFacts
    private let lines: LineTable

    private struct TypeScope {
        /// Its index in ``SourceFacts/types``.
        let index: Int
        let isInjectedValuesExtension: Bool
    }

    private struct FunctionScope {
        let index: Int
        /// How many types enclosed it: a variable declared deeper is a member of a local type.
        let typeDepth: Int
        let node: SyntaxIdentifier
        let pushedConfiguration: Bool
    }

    private var types: [TypeScope] = []
    private var functions: [FunctionScope] = []
    /// The names that stand for the `InjectedValues` being configured (`$0`, `app`).
    private var configurations: [Set<String>] = []
    private var configurationClosures: Set<SyntaxIdentifier> = []
    private var closuresThatConfigure: [SyntaxIdentifier] = []
    /// Left-hand sides of assignments, so a subscript written to is not counted as a read.
    private var assignedExpressions: Set<SyntaxIdentifier> = []
    /// The names called, recorded as calls with their labels rather than as plain references.
    private var callees: Set<SyntaxIdentifier> = []

    init(file: String, target: String, lines: LineTable) {
        var facts = SourceFacts(file: file, target: target)
        let start = Location(file: file, line: 1, column: 1)
        facts.functions.append(
            FunctionFact(name: "<top level>", typeName: nil, scope: nil, kind: .topLevel, location: start, endLocation: start, parameters: nil, configParameter: nil)
        )
        facts.lineCount = lines.count
        self.facts = facts
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: - Places

    private func location(of node: some SyntaxProtocol) -> Location {
        lines.location(of: node.positionAfterSkippingLeadingTrivia.utf8Offset, in: facts.file)
    }

    private func endLocation(of node: some SyntaxProtocol) -> Location {
        lines.location(of: max(0, node.endPositionBeforeTrailingTrivia.utf8Offset - 1), in: facts.file)
    }

    private var currentFunction: Int { functions.last?.index ?? 0 }
    /// The type or extension being read, as an index into ``SourceFacts/types``.
    private var currentScope: Int? { types.last?.index }
    /// Its name as written; ``NameResolver`` qualifies it where it is nested.
    private var currentType: String? { currentScope.map { facts.types[$0].name } }
    private var currentConfiguration: Set<String> { configurations.last ?? [] }

    // MARK: - Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.class, name: node.name.text, node: node, inheritance: node.inheritanceClause, modifiers: node.modifiers,
                  attributes: node.attributes, generics: node.genericParameterClause, members: node.memberBlock)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.struct, name: node.name.text, node: node, inheritance: node.inheritanceClause, modifiers: node.modifiers,
                  attributes: node.attributes, generics: node.genericParameterClause, members: node.memberBlock)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.enum, name: node.name.text, node: node, inheritance: node.inheritanceClause, modifiers: node.modifiers,
                  attributes: node.attributes, generics: node.genericParameterClause, members: node.memberBlock)
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.actor, name: node.name.text, node: node, inheritance: node.inheritanceClause, modifiers: node.modifiers,
                  attributes: node.attributes, generics: node.genericParameterClause, members: node.memberBlock)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.protocol, name: node.name.text, node: node, inheritance: node.inheritanceClause, modifiers: node.modifiers,
                  attributes: node.attributes, generics: nil, members: node.memberBlock)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = SyntaxNames.typePath(node.extendedType) ?? node.extendedType.trimmedDescription
        return enterType(.extension, name: name, node: node, inheritance: node.inheritanceClause, modifiers: node.modifiers,
                         attributes: node.attributes, generics: nil, members: node.memberBlock)
    }

    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ProtocolDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    private func enterType(
        _ kind: TypeFact.Kind,
        name: String,
        node: some SyntaxProtocol,
        inheritance: InheritanceClauseSyntax?,
        modifiers: DeclModifierListSyntax,
        attributes: AttributeListSyntax,
        generics: GenericParameterClauseSyntax?,
        members: MemberBlockSyntax
    ) -> SyntaxVisitorContinueKind {
        var inherited: [String] = []
        var inheritedLocations: [Location] = []
        for entry in inheritance?.inheritedTypes ?? [] {
            guard let inheritedName = SyntaxNames.typePath(entry.type) else { continue }
            inherited.append(inheritedName)
            inheritedLocations.append(location(of: entry.type))
        }
        var constraints: [String: [String]] = [:]
        for parameter in generics?.parameters ?? [] {
            constraints[parameter.name.text] = parameter.inheritedType.map(SyntaxNames.typeNames(in:)) ?? []
        }
        let isMain = attributes.contains { element in
            element.as(AttributeSyntax.self).flatMap { SyntaxNames.inheritedName($0.attributeName) } == "main"
        }
        let isFinal = modifiers.contains { $0.name.tokenKind == .keyword(.final) }
        facts.types.append(
            TypeFact(
                name: name,
                kind: kind,
                parent: currentScope,
                inherited: inherited,
                inheritedLocations: inheritedLocations,
                isFinal: isFinal,
                isMain: isMain,
                location: location(of: node),
                genericConstraints: constraints,
                properties: members.members.flatMap { member in
                    member.decl.as(VariableDeclSyntax.self).map(properties(of:)) ?? []
                }
            )
        )
        types.append(
            TypeScope(index: facts.types.count - 1, isInjectedValuesExtension: kind == .extension && SyntaxNames.simpleName(name) == "InjectedValues")
        )
        return .visitChildren
    }

    private func properties(of declaration: VariableDeclSyntax) -> [PropertyFact] {
        let isLet = declaration.bindingSpecifier.tokenKind == .keyword(.let)
        var isWeak = false
        var isStatic = false
        for modifier in declaration.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.weak), .keyword(.unowned): isWeak = true
            case .keyword(.static), .keyword(.class): isStatic = true
            default: break
            }
        }
        return declaration.bindings.compactMap { binding in
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
            var typeNames: [String] = []
            if let annotation = binding.typeAnnotation {
                typeNames = SyntaxNames.typeNames(in: annotation.type)
            } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                      let calledName = SyntaxNames.path(call.calledExpression) {
                typeNames = [calledName]
            }
            return PropertyFact(
                name: identifier.identifier.text,
                isLet: isLet,
                isWeak: isWeak,
                isStatic: isStatic,
                isComputed: binding.accessorBlock.map(Self.isComputed) ?? false,
                typeNames: typeNames,
                location: location(of: binding)
            )
        }
    }

    private static func isComputed(_ block: AccessorBlockSyntax) -> Bool {
        switch block.accessors {
        case .getter:
            return true
        case let .accessors(accessors):
            return accessors.contains { accessor in
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.willSet), .keyword(.didSet): false
                default: true
                }
            }
        }
    }

    // MARK: - Functions and properties

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameter = configurationParameter(node.signature.parameterClause)
        enterFunction(name: node.name.text, kind: .function, node: node, end: node.body.map(endLocation(of:)), configParameter: parameter,
                      parameters: Self.parameters(node.signature.parameterClause), parameterNames: Self.parameterNames(node.signature.parameterClause))
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { leaveFunction(node) }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameter = configurationParameter(node.signature.parameterClause)
        enterFunction(name: "init", kind: .initializer, node: node, end: node.body.map(endLocation(of:)), configParameter: parameter,
                      parameters: Self.parameters(node.signature.parameterClause), parameterNames: Self.parameterNames(node.signature.parameterClause))
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) { leaveFunction(node) }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isMember = functions.last.map { types.count > $0.typeDepth } ?? true
        // A stored property with no initializer, accessor or wrapper runs no code: no node.
        guard isMember,
              let binding = node.bindings.first,
              binding.initializer != nil || binding.accessorBlock != nil || !node.attributes.isEmpty,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return .visitChildren }
        enterFunction(name: name, kind: .property, node: node, end: endLocation(of: node), configParameter: nil)
        return .visitChildren
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        if functions.last?.node == node.id { leaveFunction(node) }
    }

    private func enterFunction(
        name: String, kind: FunctionFact.Kind, node: some SyntaxProtocol, end: Location?, configParameter: String?,
        parameters: [ParameterFact]? = nil, parameterNames: [String] = []
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
            FunctionScope(index: facts.functions.count - 1, typeDepth: types.count, node: node.id, pushedConfiguration: configParameter != nil)
        )
    }

    private func leaveFunction(_ node: some SyntaxProtocol) {
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

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        if let scope = functions.last, facts.functions[scope.index].kind != .property || types.count == scope.typeDepth {
            facts.functions[scope.index].locals.insert(node.identifier.text)
        }
        return .skipChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        if functions.last != nil { facts.functions[currentFunction].locals.insert(node.name.text) }
        return .skipChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        if functions.last != nil { facts.functions[currentFunction].locals.insert((node.secondName ?? node.firstName).text) }
        return .visitChildren
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

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if !facts.hasTopLevelCode, functions.isEmpty, types.isEmpty, !node.item.is(DeclSyntax.self),
           node.parent?.parent?.is(SourceFileSyntax.self) == true {
            facts.hasTopLevelCode = true
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if !callees.contains(node.id) {
            if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
                facts.functions[currentFunction].memberReferences.insert(node.baseName.text)
            } else {
                facts.functions[currentFunction].references.insert(node.baseName.text)
            }
        }
        return .skipChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text {
            facts.imports.append(ImportFact(module: module, location: location(of: node)))
        }
        return .skipChildren
    }

    // MARK: - Subtrees with nothing to read
    //
    // Types, clauses read from their declarations, and literals hold no call, plug, read or
    // install: skipping them spares a visit of every token inside.

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: OptionalTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ArrayTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DictionaryTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TupleTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SomeOrAnyTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AttributedTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CompositionTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        // Interpolations are code: `"\(try action(CountLikes.self, photo)) likes"`.
        node.segments.contains { $0.is(ExpressionSegmentSyntax.self) } ? .visitChildren : .skipChildren
    }

    // MARK: - Configuration closures

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        guard configurationClosures.contains(node.id) else { return .visitChildren }
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
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        guard closuresThatConfigure.last == node.id else { return }
        closuresThatConfigure.removeLast()
        configurations.removeLast()
    }

    /// Marks the closure that configures a scope, or notes the start-up function passed by name.
    private func configuration(of call: FunctionCallExprSyntax) {
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

    // MARK: - Calls, plugs, reads, installs

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name: String
        var base: ExprSyntax?
        let callee: DeclReferenceExprSyntax
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference
        } else if let access = node.calledExpression.as(MemberAccessExprSyntax.self) {
            callee = access.declName
            base = access.base
        } else {
            return .visitChildren
        }
        name = callee.baseName.text
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
                recordCall(action, form: .actionFunction, at: node)
            }
        case "perform":
            if let base, let action = SyntaxNames.path(base), SyntaxNames.simpleName(action).first?.isUppercase == true, action != "Self" {
                recordCall(action, form: .perform, at: node)
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
            if node.arguments.count >= 2, let first, let key = SyntaxNames.keyReference(first) {
                facts.installs.append(
                    KeyUseFact(key: key, form: ".injecting", location: location(of: node), function: currentFunction, scope: currentScope, typeName: currentType)
                )
            } else {
                configuration(of: node)
            }
        case "overriding", "withOverrides", "withInjectedValues":
            configuration(of: node)
        case "install":
            if base.flatMap(SyntaxNames.lastName) == "InjectedValues" { configuration(of: node) }
        default:
            break
        }
        return .visitChildren
    }

    private func recordCall(_ action: String, form: ActionCallFact.Form, at node: some SyntaxProtocol) {
        facts.actionCalls.append(
            ActionCallFact(action: action, form: form, location: location(of: node), function: currentFunction, scope: currentScope, typeName: currentType)
        )
    }

    private func recordPlug(_ action: String, form: PlugSite.Form, at node: some SyntaxProtocol) {
        facts.plugs.append(PlugFact(action: action, form: form, location: location(of: node), function: currentFunction, scope: currentScope, typeName: currentType))
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        var previous: ExprSyntax?
        for element in node.elements {
            if let previous {
                if element.is(AssignmentExprSyntax.self) {
                    assignment(to: previous)
                } else if let operation = element.as(BinaryOperatorExprSyntax.self), operation.operator.text == "<~",
                          let action = SyntaxNames.metatype(previous) {
                    recordPlug(action, form: .operator, at: previous)
                }
            }
            previous = element
        }
        return .visitChildren
    }

    private func assignment(to target: ExprSyntax) {
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

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !assignedExpressions.contains(ExprSyntax(node).id),
              let base = SyntaxNames.lastName(node.calledExpression),
              let argument = node.arguments.first?.expression
        else { return .visitChildren }
        if types.last?.isInjectedValuesExtension == true, ["Self", "self", "InjectedValues"].contains(base),
           let key = SyntaxNames.metatype(argument),
           let property = functions.last.map({ facts.functions[$0.index] }), property.kind == .property {
            if facts.keyProperties.last?.property != property.name {
                facts.keyProperties.append(KeyPropertyFact(property: property.name, key: key, location: property.location, scope: currentScope))
            }
        } else if base == "InjectedValues", let key = SyntaxNames.keyReference(argument) {
            facts.reads.append(
                KeyUseFact(key: key, form: "InjectedValues[…]", location: location(of: node), function: currentFunction, scope: currentScope, typeName: currentType)
            )
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "currentValue", !assignedExpressions.contains(ExprSyntax(node).id),
           let base = node.base.flatMap(SyntaxNames.path), SyntaxNames.simpleName(base).first?.isUppercase == true, base != "Self" {
            facts.reads.append(
                KeyUseFact(key: .type(base), form: "\(base).currentValue", location: location(of: node), function: currentFunction, scope: currentScope, typeName: currentType)
            )
        }
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        // Other attributes hold expressions too: `@Test(.plugging(LikePhoto.self, to: spy))`.
        guard SyntaxNames.inheritedName(node.attributeName) == "Injected" else { return .visitChildren }
        guard case let .argumentList(arguments) = node.arguments,
              let first = arguments.first?.expression,
              let key = SyntaxNames.keyReference(first)
        else { return .skipChildren }
        facts.reads.append(KeyUseFact(key: key, form: "@Injected", location: location(of: node), function: currentFunction, scope: currentScope, typeName: currentType))
        return .skipChildren
    }
}
