import SwiftParser
import SwiftSyntax

/// Reads a package's targets from its `Package.swift` by syntax, without running SwiftPM:
/// `.target`, `.executableTarget` and `.testTarget` calls with literal `name:`, `path:`,
/// `dependencies:`, `exclude:`, `resources:` and `swiftSettings:` arguments.
///
/// Reading beats running `swift package describe` here: it needs no resolution, no network
/// and no build, and it takes milliseconds. It follows the ways manifests share lists and make
/// targets: a top-level `let` array used as `dependencies:`, `swiftSettings:` or as part of
/// `targets:`, arrays joined with `+`, `list.map { .target(name: $0.name) }` over a list of
/// targets, and a top-level function that returns targets or settings, called with literals,
/// `let`s or its caller's parameters (`func app(_ name: String, …) -> [Target]`, its names
/// written `name` or `"\(name)Tests"`), also for each element of a list
/// (`["A", "B"].flatMap { app($0) }`). A manifest that computes its targets any other way —
/// a loop, a `var` it appends to — is out of its reach; name the folders with `--sources`. A
/// manifest that does not parse is not read at all: what it declares would be a guess.
struct ManifestReader {
    struct Declaration: Equatable {
        var name: String
        var kind: SourceTarget.Kind
        var path: String?
        var dependencies: [String]
        var excluded: [String]
        /// From `.defaultIsolation(…)` (or `-default-isolation` in `.unsafeFlags`) among its
        /// `swiftSettings`.
        var defaultIsolation: DefaultIsolation = .nonisolated
        /// Where `swiftSettings:` is computed in a way the reader does not follow, in a
        /// manifest that sets a default isolation somewhere: the line and the expression.
        var unreadSettings: UnreadSettings? = nil
    }

    struct UnreadSettings: Equatable {
        let line: Int
        let expression: String
    }

    /// What the reader met and could not follow, where, as written: a target's `name:`, or a
    /// call of a function of the manifest whose body it does not follow.
    struct Unfollowed: Equatable {
        enum Kind: Equatable {
            case name, call
        }

        let kind: Kind
        let line: Int
        let expression: String
    }

    static func declarations(in manifest: String) -> [Declaration] {
        read(manifest).declarations
    }

    /// The targets the manifest declares, and the target calls whose name it could not read.
    static func read(_ manifest: String) -> (declarations: [Declaration], unfollowed: [Unfollowed]) {
        let file = Parser.parse(source: manifest)
        let visitor = DeclarationVisitor(
            lists: ManifestLists(file), setsIsolation: manifest.contains("defaultIsolation") || manifest.contains("-default-isolation"),
            lines: SourceLocationConverter(fileName: "Package.swift", tree: file)
        )
        visitor.walk(file)
        return (visitor.declarations, visitor.unfollowed)
    }

    /// The package's targets, with their files listed from disk, and what the run says about
    /// the manifest, by target.
    static func read(packageAt root: String) throws -> (targets: [SourceTarget], notices: [String: Notice]) {
        let manifestPath = Paths.join(root, "Package.swift")
        guard Paths.exists(manifestPath) else {
            throw CheckError("no Package.swift in \(root.isEmpty ? "." : root): pass --package-path with the package's folder, or --sources with the folders to check")
        }
        let manifest = try Paths.read(manifestPath)
        if let problem = parseProblem(manifest, at: manifestPath) { throw problem }
        let (declarations, unfollowed) = read(manifest)
        guard !declarations.isEmpty else { throw unreadable(at: manifestPath, unfollowed: unfollowed) }
        var notices: [String: Notice] = [:]
        for declaration in declarations {
            if let unread = declaration.unreadSettings { notices[declaration.name] = notice(declaration.name, unread) }
        }
        let targets = declarations.map { declaration in
            let path = declaration.path ?? defaultPath(of: declaration, root: root)
            let excluded = declaration.excluded.map { path + "/" + $0 }
            let files = Paths.swiftFiles(under: path, root: root, excluding: excluded)
            var kind = declaration.kind
            if kind == .library, files.contains(where: { $0 == path + "/main.swift" }) { kind = .executable }
            return SourceTarget(
                name: declaration.name, kind: kind, path: path, files: files, dependencies: declaration.dependencies,
                defaultIsolation: declaration.defaultIsolation
            )
        }
        return (targets, notices)
    }

    /// A target whose default isolation the manifest reader could not read: the rules that
    /// depend on it judged nothing in it, and the run says so.
    private static func notice(_ target: String, _ unread: UnreadSettings) -> Notice {
        Notice(
            kind: .unknownIsolation,
            message: "Package.swift:\(unread.line): the swiftSettings of `\(target)` (`\(unread.expression)`) are computed in a way the manifest reader does not follow, so whether its default isolation is the main actor is not known and \(RuleID.nonisolatedKey) judged nothing in it; write them as an array literal, a top-level `let` list, such lists joined with `+`, or a top-level function whose body is `let`s and one returned list"
        )
    }

    /// A manifest that does not parse as Swift: SwiftPM refuses it, and what it declares
    /// (targets, their settings) would be a guess.
    private static func parseProblem(_ manifest: String, at path: String) -> CheckError? {
        let file = Parser.parse(source: manifest)
        guard let problem = Array(manifest.utf8).withUnsafeBufferPointer({ ParseProblem(file, file: path, lines: LineTable($0)) }) else {
            return nil
        }
        return CheckError("\(path):\(problem.location.line):\(problem.location.column): does not parse as Swift (\(problem.summary)); fix the manifest, or name the folders to check with --sources")
    }

    /// Why a manifest that parses gave no target: it builds its targets in a way the reader
    /// does not follow. Checking nothing and passing would hide it.
    private static func unreadable(at path: String, unfollowed: [Unfollowed]) -> CheckError {
        let followed = "a literal, a top-level `let`, or a parameter of a top-level function that returns its targets, called with those"
        let function = "a function whose body is `let`s and one returned expression"
        if let call = unfollowed.first(where: { $0.kind == .call }) {
            return CheckError(
                "\(path):\(call.line): no target found: `\(call.expression)` calls a function of the manifest that the manifest reader does not follow — it follows \(function), whose parameters the call gives; write it that way, or name the folders to check with --sources"
            )
        }
        guard let first = unfollowed.first else {
            return CheckError("\(path): no target found (no `.target`, `.executableTarget` or `.testTarget` call whose `name:` is \(followed)); name the folders to check with --sources")
        }
        let more = unfollowed.count > 1 ? " and \(unfollowed.count - 1) more" : ""
        return CheckError(
            "\(path):\(first.line): no target found: the name of this target (`name: \(first.expression)`)\(more) is computed in a way the manifest reader does not follow — it reads \(followed), in \(function), also mapped over a list; write the names that way, or name the folders to check with --sources"
        )
    }

    private static func defaultPath(of declaration: Declaration, root: String) -> String {
        if declaration.kind == .test { return "Tests/" + declaration.name }
        for folder in ["Sources", "Source", "src", "srcs"] where Paths.isDirectory(Paths.join(root, folder + "/" + declaration.name)) {
            return folder + "/" + declaration.name
        }
        return "Sources/" + declaration.name
    }
}

private final class DeclarationVisitor: SyntaxVisitor {
    var declarations: [ManifestReader.Declaration] = []
    /// Target names and calls of the manifest's functions it could not follow, in the order met.
    var unfollowed: [ManifestReader.Unfollowed] = []
    /// The scope being read: the top level, or the body of a call being followed.
    private var lists: ManifestLists
    /// Whether the manifest names a default isolation anywhere: if not, settings it computes
    /// in a way the reader does not follow cannot set one.
    private let setsIsolation: Bool
    private let lines: SourceLocationConverter

    init(lists: ManifestLists, setsIsolation: Bool, lines: SourceLocationConverter) {
        self.lists = lists
        self.setsIsolation = setsIsolation
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    /// A function's body is read where the function is called, with the call's arguments:
    /// read here, its parameters would name nothing.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let (statements, scope) = lists.body(of: node) {
            read(statements, in: scope)
            // Arguments are read where they are written: `tested(.target(name: "Core"))`.
            return .visitChildren
        }
        if lists.callsFunction(node) { note(.call, ExprSyntax(node)) }
        if let access = node.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
           ["map", "flatMap", "compactMap"].contains(access.declName.baseName.text),
           let closure = node.trailingClosure ?? (node.arguments.count == 1 ? node.arguments.first?.expression.as(ClosureExprSyntax.self) : nil) {
            let (elements, complete) = lists.read(base)
            let scopes = elements.compactMap { lists.scope(of: closure, for: $0) }
            guard complete, scopes.count == elements.count else { return .visitChildren }
            walk(base)
            for scope in scopes { read(closure.statements, in: scope) }
            return .skipChildren
        }
        guard let access = node.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil else { return .visitChildren }
        let kind: SourceTarget.Kind
        switch access.declName.baseName.text {
        case "target": kind = .library
        case "executableTarget": kind = .executable
        case "testTarget": kind = .test
        default: return .visitChildren
        }
        var declaration = ManifestReader.Declaration(name: "", kind: kind, path: nil, dependencies: [], excluded: [])
        for argument in node.arguments {
            switch argument.label?.text {
            case "name":
                declaration.name = lists.string(argument.expression) ?? ""
                if declaration.name.isEmpty { note(.name, argument.expression) }
            case "path": declaration.path = lists.string(argument.expression)
            case "dependencies": declaration.dependencies = lists.elements(argument.expression).compactMap(Self.targetDependency)
            case "exclude": declaration.excluded += lists.elements(argument.expression).compactMap { $0.scope.string($0.expression) }
            case "resources": declaration.excluded += lists.elements(argument.expression).compactMap(Self.resourcePath)
            case "swiftSettings": readSettings(argument.expression, into: &declaration)
            default: break
            }
        }
        if !declaration.name.isEmpty, !declarations.contains(where: { $0.name == declaration.name }) {
            declarations.append(declaration)
        }
        return .skipChildren
    }

    private func note(_ kind: ManifestReader.Unfollowed.Kind, _ expression: ExprSyntax) {
        let text = expression.trimmedDescription.split(whereSeparator: \.isNewline).map { $0.drop(while: \.isWhitespace) }.joined(separator: " ")
        unfollowed.append(
            ManifestReader.Unfollowed(kind: kind, line: expression.startLocation(converter: lines).line, expression: text.count > 60 ? text.prefix(59) + "…" : text)
        )
    }

    /// Reads `statements` — a followed function's body, a closure's over one element — in `scope`.
    private func read(_ statements: CodeBlockItemListSyntax, in scope: ManifestLists) {
        let outer = lists
        lists = scope
        walk(statements)
        lists = outer
    }

    /// The default isolation the settings set: the last `.defaultIsolation(…)` or
    /// `-default-isolation` flag, as the compiler takes the last. Settings the reader cannot
    /// follow leave it unknown, in a manifest that sets one anywhere.
    private func readSettings(_ expression: ExprSyntax, into declaration: inout ManifestReader.Declaration) {
        let (settings, complete) = lists.read(expression)
        var isolation: DefaultIsolation?
        for setting in settings {
            if let set = Self.isolation(setting.expression, in: setting.scope) { isolation = set }
        }
        if let isolation, isolation != .unknown {
            declaration.defaultIsolation = isolation
        } else if isolation == .unknown || (!complete && setsIsolation) {
            declaration.defaultIsolation = .unknown
            let text = expression.trimmedDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
            declaration.unreadSettings = ManifestReader.UnreadSettings(
                line: expression.startLocation(converter: lines).line,
                expression: text.count > 60 ? text.prefix(59) + "…" : text
            )
        }
    }

    /// `.defaultIsolation(MainActor.self)`, `.defaultIsolation(nil)`, or
    /// `.unsafeFlags(["-default-isolation", "MainActor"])`; `nil` for any other setting.
    private static func isolation(_ setting: ExprSyntax, in scope: ManifestLists) -> DefaultIsolation? {
        guard let call = scope.value(of: setting).expression.as(FunctionCallExprSyntax.self),
              let access = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return nil }
        switch access.declName.baseName.text {
        case "defaultIsolation":
            guard let value = call.arguments.first?.expression else { return .unknown }
            if value.is(NilLiteralExprSyntax.self) { return .nonisolated }
            if let metatype = value.as(MemberAccessExprSyntax.self), metatype.declName.baseName.text == "self",
               let base = metatype.base.flatMap(SyntaxNames.path), SyntaxNames.simpleName(base) == "MainActor" {
                return .mainActor
            }
            return .unknown
        case "unsafeFlags":
            guard let flags = call.arguments.first.map({ scope.read($0.expression) }), flags.complete else { return nil }
            let strings = flags.elements.map { $0.scope.string($0.expression) }
            var isolation: DefaultIsolation?
            for (index, flag) in strings.enumerated() {
                let value: String?
                if flag == "-default-isolation" {
                    value = index + 1 < strings.count ? strings[index + 1] : nil
                } else if let flag, flag.hasPrefix("-default-isolation=") {
                    value = String(flag.dropFirst("-default-isolation=".count))
                } else {
                    continue
                }
                isolation = switch value {
                case "MainActor": .mainActor
                case "nonisolated": .nonisolated
                default: .unknown
                }
            }
            return isolation
        default:
            return nil
        }
    }

    /// `"Name"`, `.target(name: "Name")` or `.byName(name: "Name")`; products belong to other packages.
    private static func targetDependency(_ element: ManifestLists.Element) -> String? {
        let scope = element.scope
        if let name = scope.string(element.expression) { return name }
        guard let call = scope.value(of: element.expression).expression.as(FunctionCallExprSyntax.self),
              let access = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["target", "byName"].contains(access.declName.baseName.text),
              let name = call.arguments.first(where: { $0.label?.text == "name" })
        else { return nil }
        return scope.value(of: element.expression).scope.string(name.expression)
    }

    /// `.copy("Fixtures")` or `.process("Resources")`: resource folders are not compiled.
    private static func resourcePath(_ element: ManifestLists.Element) -> String? {
        let (value, scope) = element.scope.value(of: element.expression)
        guard let call = value.as(FunctionCallExprSyntax.self), let first = call.arguments.first else { return nil }
        return scope.string(first.expression)
    }
}
