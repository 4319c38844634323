// Runs the compiler or a built program as a child process (Foundation's `Process`), which
// iOS, tvOS, watchOS and visionOS do not have: compiled where tests can start processes.
#if os(macOS) || os(Linux)

import Testing

/// Misuses the compiler refuses, proved by running it once on a file that tries each.
@Suite struct CompileTimeGuaranteesTests {
    @Test func misusesTheCompilerRefuses() async throws {
        let errors = try await typecheck("""
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
        // An action that cannot fail takes only implementations that cannot throw (a closure
        // that may throw is refused when it is plugged: see PlugClosureTests).
        #expect(errors.contains { $0.line == 12 })
        #expect(errors.count == 3, "\(errors)")
    }

    /// An action with its own `Failure` throws that type from every call spelling, so a
    /// `catch` block reads the error's own members.
    @Test func everyCallThrowsTheActionsOwnFailure() async throws {
        let diagnostics = try await typecheck("""
            import Trellis

            struct CommentValidationError: Error { let message: String }
            enum ValidateComment: SyncAction { typealias Input = String; typealias Failure = CommentValidationError }
            enum ValidateRemotely: AsyncAction { typealias Input = String; typealias Failure = CommentValidationError }
            enum CheckDraft: SyncAction { typealias Failure = CommentValidationError }
            enum CheckRemotely: AsyncAction { typealias Failure = CommentValidationError }

            func messages(_ c: String) async -> [String] {
                var messages: [String] = []
                do { try action(ValidateComment.self, c) } catch { messages.append(error.message) }
                do { try ValidateComment.perform(c) } catch { messages.append(error.message) }
                do { try await action(ValidateRemotely.self, c) } catch { messages.append(error.message) }
                do { try await ValidateRemotely.perform(c) } catch { messages.append(error.message) }
                do { try action(CheckDraft.self) } catch { messages.append(error.message) }
                do { try CheckDraft.perform() } catch { messages.append(error.message) }
                do { try await action(CheckRemotely.self) } catch { messages.append(error.message) }
                do { try await CheckRemotely.perform() } catch { messages.append(error.message) }
                return messages
            }

            func inAClosure(_ c: String) -> () -> String? {
                { do throws(CommentValidationError) { try action(ValidateComment.self, c); return nil } catch { return error.message } }
            }

            func typed(_ c: String) async throws(CommentValidationError) {
                try action(ValidateComment.self, c)
                try await ValidateRemotely.perform(c)
            }

            func plugs() {
                InjectedValues.install {
                    $0.plug(ValidateComment.self) { text throws(CommentValidationError) in
                        if text.isEmpty { throw CommentValidationError(message: "write something first") }
                    }
                    $0.plug(ValidateRemotely.self) { _ in }
                    $0.plug(CheckDraft.self) { () throws(ValidateComment.Failure) in }
                    $0.plug(CheckRemotely.self) {}
                }
            }
            """)

        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// A closure plugged into an action with its own error type is written as any other
    /// closure — no `throws(ThatError)` — by every plug spelling, and the action's callers
    /// still catch that type. (Swift 6.3 types a closure that throws as throwing `any Error`;
    /// the call casts what it threw, see PlugClosureTests.)
    @Test func aThrowingClosureNeedsNoThrowsClause() async throws {
        let diagnostics = try await typecheck("""
            import Testing
            import Trellis
            import TrellisTesting

            struct ValidationError: Error { let message: String }
            enum Validate: SyncAction { typealias Input = String; typealias Failure = ValidationError }
            enum ValidateLater: AsyncAction { typealias Input = String; typealias Failure = ValidationError }

            func plugs() {
                InjectedValues.install {
                    $0.plug(Validate.self) { text in if text.isEmpty { throw ValidationError(message: "") } }
                    $0.plug(ValidateLater.self) { text in if text.isEmpty { throw ValidationError(message: "") } }
                }
                Actions.plug(Validate.self) { text in if text.isEmpty { throw ValidationError(message: "") } }
                Actions.plug(ValidateLater.self) { text in if text.isEmpty { throw ValidationError(message: "") } }
            }
            let trait: OverrideTrait = .plugging(Validate.self) { text in if text.isEmpty { throw ValidationError(message: "") } }
            let later: OverrideTrait = .plugging(ValidateLater.self) { text in if text.isEmpty { throw ValidationError(message: "") } }

            func message(_ text: String) -> String? {
                do { try Validate.perform(text); return nil } catch { return error.message }
            }
            """)

        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }
}

#endif
