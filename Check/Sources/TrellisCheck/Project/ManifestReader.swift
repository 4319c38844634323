import SwiftParser
import SwiftSyntax

/// Reads a package's targets from its `Package.swift` by syntax, without running SwiftPM:
/// `.target`, `.executableTarget` and `.testTarget` calls with literal `name:`, `path:`,
/// `dependencies:`, `exclude:` and `resources:` arguments.
///
/// Reading beats running `swift package describe` here: it needs no resolution, no network
/// and no build, and it takes milliseconds. It follows the ways manifests share lists: a
/// top-level `let` array used as `dependencies:` or as part of `targets:`, arrays joined with
/// `+`, and `list.map { .target(name: $0.name) }` over a list of targets. A manifest that
/// computes its targets any other way is out of its reach; name the folders with `--sources`.
struct ManifestReader {
    struct Declaration: Equatable {
        var name: String
        var kind: SourceTarget.Kind
        var path: String?
        var dependencies: [String]
        var excluded: [String]
    }

    static func declarations(in manifest: String) -> [Declaration] {
        let file = Parser.parse(source: manifest)
        let visitor = DeclarationVisitor(lists: ManifestLists(file))
        visitor.walk(file)
        return visitor.declarations
    }

    /// The package's targets, with their files listed from disk.
    static func targets(ofPackageAt root: String) throws -> [SourceTarget] {
        let manifestPath = Paths.join(root, "Package.swift")
        guard Paths.exists(manifestPath) else {
            throw CheckError("no Package.swift in \(root.isEmpty ? "." : root): pass --package-path with the package's folder, or --sources with the folders to check")
        }
        let manifest = try Paths.read(manifestPath)
        let declarations = declarations(in: manifest)
        guard !declarations.isEmpty else { throw unreadable(manifest, at: manifestPath) }
        return declarations.map { declaration in
            let path = declaration.path ?? defaultPath(of: declaration, root: root)
            let excluded = declaration.excluded.map { path + "/" + $0 }
            let files = Paths.swiftFiles(under: path, root: root, excluding: excluded)
            var kind = declaration.kind
            if kind == .library, files.contains(where: { $0 == path + "/main.swift" }) { kind = .executable }
            return SourceTarget(name: declaration.name, kind: kind, path: path, files: files, dependencies: declaration.dependencies)
        }
    }

    /// Why a manifest gave no target: it is not Swift, or it builds its targets in a way the
    /// reader does not follow. Checking nothing and passing would hide either.
    private static func unreadable(_ manifest: String, at path: String) -> CheckError {
        let file = Parser.parse(source: manifest)
        if let problem = Array(manifest.utf8).withUnsafeBufferPointer({ ParseProblem(file, file: path, lines: LineTable($0)) }) {
            return CheckError("\(path):\(problem.location.line):\(problem.location.column): does not parse as Swift (\(problem.summary)); fix the manifest, or name the folders to check with --sources")
        }
        return CheckError("\(path): no target found (`.target`, `.executableTarget` or `.testTarget` with a literal `name:`); name the folders to check with --sources")
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
    private let lists: ManifestLists

    init(lists: ManifestLists) {
        self.lists = lists
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
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
            case "name": declaration.name = Self.string(argument.expression) ?? ""
            case "path": declaration.path = Self.string(argument.expression)
            case "dependencies": declaration.dependencies = lists.elements(argument.expression).compactMap(Self.targetDependency)
            case "exclude": declaration.excluded += lists.elements(argument.expression).compactMap(Self.string)
            case "resources": declaration.excluded += lists.elements(argument.expression).compactMap(Self.resourcePath)
            default: break
            }
        }
        if !declaration.name.isEmpty, !declarations.contains(where: { $0.name == declaration.name }) {
            declarations.append(declaration)
        }
        return .skipChildren
    }

    static func string(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }

    /// `"Name"`, `.target(name: "Name")` or `.byName(name: "Name")`; products belong to other packages.
    private static func targetDependency(_ expression: ExprSyntax) -> String? {
        if let name = string(expression) { return name }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let access = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["target", "byName"].contains(access.declName.baseName.text),
              let name = call.arguments.first(where: { $0.label?.text == "name" })
        else { return nil }
        return string(name.expression)
    }

    /// `.copy("Fixtures")` or `.process("Resources")`: resource folders are not compiled.
    private static func resourcePath(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let first = call.arguments.first else { return nil }
        return string(first.expression)
    }
}
