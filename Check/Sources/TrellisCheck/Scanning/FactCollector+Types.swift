import SwiftSyntax

/// Types and extensions (``TypeFact``) and the properties they declare (``PropertyFact``).
extension FactCollector {
    /// Writes down a type or extension and makes it the scope of what is read inside it.
    ///
    /// Every declaration group — class, struct, enum, actor, protocol, extension — gives its
    /// attributes, modifiers, inheritance and members through `DeclGroupSyntax`; a named type
    /// its name (`NamedDeclSyntax`), and one that can be generic its parameters.
    func enterType(_ kind: TypeFact.Kind, _ node: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
        let name: String
        if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
            name = SyntaxNames.typePath(extensionDecl.extendedType) ?? extensionDecl.extendedType.trimmedDescription
        } else {
            name = node.asProtocol((any NamedDeclSyntax).self)?.name.text ?? ""
        }
        let generics = node.asProtocol((any WithGenericParametersSyntax).self)?.genericParameterClause
        let inheritance = node.inheritanceClause
        let modifiers = node.modifiers
        let attributes = node.attributes
        let members = node.memberBlock
        var inherited: [String] = []
        var inheritedLocations: [Location] = []
        var isUncheckedSendable = false
        for entry in inheritance?.inheritedTypes ?? [] {
            guard let inheritedName = SyntaxNames.typePath(entry.type) else { continue }
            inherited.append(inheritedName)
            inheritedLocations.append(location(of: entry.type))
            if SyntaxNames.simpleName(inheritedName) == "Sendable", let attributed = entry.type.as(AttributedTypeSyntax.self),
               attributed.attributes.contains(where: { $0.as(AttributeSyntax.self).flatMap { SyntaxNames.inheritedName($0.attributeName) } == "unchecked" }) {
                isUncheckedSendable = true
            }
        }
        var constraints: [String: [String]] = [:]
        for parameter in generics?.parameters ?? [] {
            constraints[parameter.name.text] = parameter.inheritedType.map(SyntaxNames.typeNames(in:)) ?? []
        }
        let attributeNames = attributes.compactMap { $0.as(AttributeSyntax.self).flatMap { SyntaxNames.inheritedName($0.attributeName) } }
        let isFinal = modifiers.contains { $0.name.tokenKind == .keyword(.final) }
        let isOpen = modifiers.contains { $0.name.tokenKind == .keyword(.open) }
        let isPublic = isOpen || modifiers.contains { $0.name.tokenKind == .keyword(.public) }
        facts.types.append(
            TypeFact(
                name: name,
                kind: kind,
                parent: currentScope,
                inherited: inherited,
                inheritedAsWritten: inherited,
                inheritedLocations: inheritedLocations,
                isFinal: isFinal,
                isOpen: isOpen,
                isObjC: attributeNames.contains("objc"),
                isMain: attributeNames.contains("main"),
                isNonisolated: modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) },
                isMainActor: attributeNames.contains("MainActor"),
                isObservable: attributeNames.contains("Observable"),
                isPublic: isPublic,
                isUncheckedSendable: isUncheckedSendable,
                attributes: attributeNames,
                location: location(of: node),
                genericConstraints: constraints,
                properties: members.members.flatMap { member in
                    member.decl.as(VariableDeclSyntax.self).map(properties(of:)) ?? []
                },
                payloadTypes: kind == .enum ? Self.payloadTypes(members) : []
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
        var isNonisolatedUnsafe = false
        for modifier in declaration.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.weak), .keyword(.unowned): isWeak = true
            case .keyword(.static), .keyword(.class): isStatic = true
            case .keyword(.nonisolated): isNonisolatedUnsafe = modifier.detail?.detail.text == "unsafe"
            default: break
            }
        }
        return declaration.bindings.compactMap { binding in
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
            var typeNames: [String] = []
            var heldTypes: [String] = []
            var storage = PropertyStorage(shape: .plain, base: nil)
            if let annotation = binding.typeAnnotation {
                typeNames = SyntaxNames.typeNames(in: annotation.type)
                heldTypes = SyntaxNames.heldTypes(in: annotation.type)
                storage = SyntaxNames.storage(of: annotation.type)
            } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                      let calledName = SyntaxNames.path(call.calledExpression) {
                typeNames = [calledName]
                heldTypes = SyntaxNames.madeType(call).map { [$0] } ?? []
                storage = PropertyStorage(shape: .plain, base: call.calledExpression.trimmedDescription)
            }
            storage.binding = identifier.trimmedDescription + (binding.typeAnnotation?.trimmedDescription ?? "")
                + (binding.initializer.map { " " + $0.trimmedDescription } ?? "")
            return PropertyFact(
                name: identifier.identifier.text,
                isLet: isLet,
                isWeak: isWeak,
                isStatic: isStatic,
                isComputed: binding.accessorBlock.map(Self.isComputed) ?? false,
                typeNames: typeNames,
                heldTypes: heldTypes,
                isNonisolatedUnsafe: isNonisolatedUnsafe,
                storage: storage,
                createsValue: binding.initializer?.value.is(FunctionCallExprSyntax.self) ?? false,
                location: location(of: binding)
            )
        }
    }

    /// The types an enum's cases hold: `case loaded(Cache, count: Int)` → `Cache`, `Int`.
    private static func payloadTypes(_ members: MemberBlockSyntax) -> [String] {
        members.members.flatMap { member -> [String] in
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
            return cases.elements.flatMap { element in
                element.parameterClause?.parameters.flatMap { SyntaxNames.heldTypes(in: $0.type) } ?? []
            }
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
}
