import SwiftIfConfig
import SwiftSyntax

/// Which clauses of an `#if` some build compiles, so the checker reads only code that can be
/// part of a program.
///
/// The checker reads sources without building them: it knows neither the platform, nor the
/// compiler, the language mode or the flags (`-D DEBUG`) of the build. So a clause whose
/// condition depends on them (`os(iOS)`, `canImport(UIKit)`, `DEBUG`, `swift(>=6)`) is read,
/// as the clauses after it are: some build compiles each. Left unread is only what no build
/// compiles: a clause whose condition is false whatever the build (`#if false`), and the
/// clauses after one whose condition is true whatever the build (`#if true … #else`).
///
/// swift-syntax's `SwiftIfConfig` evaluates each condition as the compiler does, against a
/// build configuration that answers no question about the build: a condition it evaluates
/// without asking one has the same value in every build. One that asks is taken as unknown,
/// even where its value could not change (`DEBUG || true`): such a clause is read.
enum BuildConditions {
    /// The clauses of `node` that some build compiles, in order.
    static func clausesSomeBuildCompiles(_ node: IfConfigDeclSyntax) -> [IfConfigClauseSyntax] {
        var clauses: [IfConfigClauseSyntax] = []
        for clause in node.clauses {
            // `#else`: compiled whenever no clause before it is.
            guard let condition = clause.condition else {
                clauses.append(clause)
                break
            }
            let build = UnknownBuild()
            let state = IfConfigRegionState.evaluating(condition, in: build).state
            if build.wasAsked {
                clauses.append(clause)
            } else if state == .active {
                clauses.append(clause)
                break
            }
        }
        return clauses
    }
}

/// A build configuration that knows nothing about the build, and remembers being asked.
private final class UnknownBuild: BuildConfiguration {
    struct Unknown: Error {}

    private(set) var wasAsked = false

    private func unknown() throws -> Bool {
        wasAsked = true
        throw Unknown()
    }

    func isCustomConditionSet(name: String) throws -> Bool { try unknown() }
    func hasFeature(name: String) throws -> Bool { try unknown() }
    func hasAttribute(name: String) throws -> Bool { try unknown() }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool { try unknown() }
    func isActiveTargetOS(name: String) throws -> Bool { try unknown() }
    func isActiveTargetArchitecture(name: String) throws -> Bool { try unknown() }
    func isActiveTargetEnvironment(name: String) throws -> Bool { try unknown() }
    func isActiveTargetRuntime(name: String) throws -> Bool { try unknown() }
    func isActiveTargetPointerAuthentication(name: String) throws -> Bool { try unknown() }
    func isActiveTargetObjectFormat(name: String) throws -> Bool { try unknown() }
    #if !canImport(SwiftSyntax603)
    // What swift-syntax 602 asks for `_objectFileFormat(…)`, 603's `objectFormat(…)`: its default
    // answers with an error, which would leave such a clause unread.
    func isActiveTargetObjectFileFormat(name: String) throws -> Bool { try unknown() }
    #endif

    // Not thrown: asked all the same, so the answer given is never used.
    var targetPointerBitWidth: Int {
        wasAsked = true
        return 64
    }

    var targetAtomicBitWidths: [Int] {
        wasAsked = true
        return []
    }

    var endianness: Endianness {
        wasAsked = true
        return .little
    }

    var languageVersion: VersionTuple {
        wasAsked = true
        return VersionTuple(6)
    }

    var compilerVersion: VersionTuple {
        wasAsked = true
        return VersionTuple(6)
    }
}
