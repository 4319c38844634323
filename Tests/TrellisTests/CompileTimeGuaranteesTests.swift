import Testing

/// Misuses the compiler refuses, proved by running it once on a file that tries each.
@Suite struct CompileTimeGuaranteesTests {
    @Test func misusesTheCompilerRefuses() throws {
        let errors = try typecheck("""
            import Trellis

            enum SharePhoto: AsyncAction, SyncAction {}

            func leak() {
                var values = InjectedValues()
                _ = values
            }

            enum Preview: AsyncAction { typealias Failure = Never }
            struct MayThrow: AsyncPerforming { func perform(_: Void) async throws {} }
            func plugIt() { Preview.self <~ MayThrow() }
            """).filter { $0.kind == "error" }

        // A type is an async action or a sync action, never both: plugged one way and called
        // the other, it once crashed in an unchecked cast.
        #expect(errors.contains { $0.line == 3 && $0.message.contains("does not conform to protocol 'Action'") })
        // A value that looks local would write for the whole process: it cannot be made.
        #expect(errors.contains { $0.line == 6 && $0.message.contains("inaccessible") })
        // An action that cannot fail takes only implementations that cannot throw.
        #expect(errors.contains { $0.line == 12 })
        #expect(errors.count == 3, "\(errors)")
    }
}
