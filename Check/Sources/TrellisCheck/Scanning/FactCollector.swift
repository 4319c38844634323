import SwiftSyntax

/// Walks one file's syntax tree once and writes down its ``SourceFacts``.
///
/// It recognises the kit's spellings only (see the `Graph` documentation page for the list); it
/// resolves nothing across files, so files can be walked in parallel and joined afterwards.
///
/// This file holds the walk: the scopes it is in and which syntax it visits. What each kind of
/// fact is read from lives in an extension named after it — types and their properties
/// (`+Types`), functions and the names they mention (`+Functions`), calls and plugs (`+Calls`),
/// key reads and installs (`+Keys`), the closures and functions that configure `InjectedValues`
/// (`+Configuration`). Swift lets only the class itself override the visitor's methods, so the
/// overrides stay here and hand each node to its extension.
final class FactCollector: SyntaxVisitor {
    var facts: SourceFacts
    let lines: LineTable

    struct TypeScope {
        /// Its index in ``SourceFacts/types``.
        let index: Int
        let isInjectedValuesExtension: Bool
    }

    struct FunctionScope {
        let index: Int
        /// How many types enclosed it: a variable declared deeper is a member of a local type.
        let typeDepth: Int
        let node: SyntaxIdentifier
        let pushedConfiguration: Bool
        /// For a key's `defaultValue` or `testValue`: its index in ``SourceFacts/keyValues``.
        let keyValue: Int?
    }

    /// The types and extensions the walk is inside, innermost last.
    var types: [TypeScope] = []
    /// The functions, initializers and properties the walk is inside, innermost last.
    var functions: [FunctionScope] = []
    /// The names that stand for the `InjectedValues` being configured (`$0`, `app`).
    var configurations: [Set<String>] = []
    var configurationClosures: Set<SyntaxIdentifier> = []
    var closuresThatConfigure: [SyntaxIdentifier] = []
    /// Left-hand sides of assignments, so a subscript written to is not counted as a read.
    var assignedExpressions: Set<SyntaxIdentifier> = []
    /// The names called, recorded as calls with their labels rather than as plain references.
    var callees: Set<SyntaxIdentifier> = []

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

    // MARK: - Places and scopes

    func location(of node: some SyntaxProtocol) -> Location {
        lines.location(of: node.positionAfterSkippingLeadingTrivia.utf8Offset, in: facts.file)
    }

    func endLocation(of node: some SyntaxProtocol) -> Location {
        lines.location(of: max(0, node.endPositionBeforeTrailingTrivia.utf8Offset - 1), in: facts.file)
    }

    var currentFunction: Int { functions.last?.index ?? 0 }
    /// The type or extension being read, as an index into ``SourceFacts/types``.
    var currentScope: Int? { types.last?.index }
    /// Its name as written; ``NameResolver`` qualifies it where it is nested.
    var currentType: String? { currentScope.map { facts.types[$0].name } }
    var currentConfiguration: Set<String> { configurations.last ?? [] }

    // MARK: - Types (FactCollector+Types)

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enterType(.class, node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterType(.struct, node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterType(.enum, node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterType(.actor, node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enterType(.protocol, node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enterType(.extension, node) }

    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ProtocolDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    // MARK: - Functions, locals and references (FactCollector+Functions)

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction(node)
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { leaveFunction(node) }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        enterInitializer(node)
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) { leaveFunction(node) }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        enterPropertyWithCode(node)
        return .visitChildren
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        if functions.last?.node == node.id { leaveFunction(node) }
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        declarePatternName(node)
        return .skipChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        declareClosureParameter(node.name.text)
        return .skipChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        declareClosureParameter((node.secondName ?? node.firstName).text)
        return .visitChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        noteTopLevelCode(node)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        recordReference(node)
        return .skipChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text {
            facts.imports.append(ImportFact(module: module, location: location(of: node)))
        }
        return .skipChildren
    }

    // MARK: - Configuration closures (FactCollector+Configuration)

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        enterConfigurationClosure(node)
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) { leaveConfigurationClosure(node) }

    // MARK: - Calls and plugs (FactCollector+Calls), key reads and installs (FactCollector+Keys)

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        recordCall(node)
        recordMadeKeyValue(node)
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `a = b` and `X.self <~ f` are sequences until operators are folded: read them pairwise.
        let elements = Array(node.elements)
        for index in elements.indices.dropFirst() {
            let previous = elements[index - 1]
            if elements[index].is(AssignmentExprSyntax.self) {
                recordAssignment(to: previous)
            } else if let operation = elements[index].as(BinaryOperatorExprSyntax.self), operation.operator.text == "<~" {
                // `<~` binds loosest: what stands right of it, alone, is the implementation.
                recordPlugOperator(previous, implementation: index + 2 == elements.count ? elements[index + 1] : nil)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        recordSubscriptRead(node)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        recordCurrentValueRead(node)
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        recordInjectedAttribute(node)
    }

    // MARK: - `#if` (BuildConditions)

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        // Only the clauses some build compiles; a condition holds no fact.
        for clause in BuildConditions.clausesSomeBuildCompiles(node) {
            if let elements = clause.elements { walk(elements) }
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
}
