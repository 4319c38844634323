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
            struct Broken: Error {}
            func plugAClosure() { Actions.plug(Preview.self) { throw Broken() } }
            """).filter { $0.kind == "error" }

        // A type is an async action or a sync action, never both: plugged one way and called
        // the other, it once crashed in an unchecked cast.
        #expect(errors.contains { $0.line == 3 && $0.message.contains("does not conform to protocol 'Action'") })
        // A value that looks local would write for the whole process: it cannot be made.
        #expect(errors.contains { $0.line == 6 && $0.message.contains("inaccessible") })
        // An action that cannot fail takes only implementations that cannot throw.
        #expect(errors.contains { $0.line == 12 })
        // … and only closures that cannot throw.
        #expect(errors.contains { $0.line == 14 })
        #expect(errors.count == 4, "\(errors)")
    }

    /// An action with its own `Failure` throws that type from every call spelling, so a
    /// `catch` block reads the error's own members.
    @Test func everyCallThrowsTheActionsOwnFailure() throws {
        let diagnostics = try typecheck("""
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

    /// Swift 6.3 infers a closure that contains `throw` or `try` as throwing `any Error`,
    /// whatever the parameter it is passed to throws, and a release compiler refuses the
    /// experimental `FullTypedThrows` feature that would infer it from the body. So a throwing
    /// closure plugged into an action with its own error type names it, `throws(ThatError)`,
    /// and one that does not is refused with a message that says so, by every plug spelling;
    /// one that throws into an action that cannot fail is refused with its own message. When
    /// this test fails because the first closures compile, the documentation's advice can go.
    @Test func aThrowingClosureNamesTheActionsOwnFailure() throws {
        let errors = try typecheck("""
            import Testing
            import Trellis
            import TrellisTesting

            struct ValidationError: Error { let message: String }
            enum Validate: SyncAction { typealias Input = String; typealias Failure = ValidationError }
            enum ValidateLater: AsyncAction { typealias Input = String; typealias Failure = ValidationError }
            enum Format: SyncAction { typealias Input = Int; typealias Output = String; typealias Failure = Never }

            func plugs() {
                InjectedValues.install {
                    $0.plug(Validate.self) { text in if text.isEmpty { throw ValidationError(message: "") } }
                    $0.plug(ValidateLater.self) { text in if text.isEmpty { throw ValidationError(message: "") } }
                }
                Actions.plug(Validate.self) { text in if text.isEmpty { throw ValidationError(message: "") } }
                Actions.plug(Format.self) { n in if n < 0 { throw ValidationError(message: "") }; return "" }
            }
            let trait: OverrideTrait = .plugging(Validate.self) { text in if text.isEmpty { throw ValidationError(message: "") } }
            """).filter { $0.kind == "error" }

        let namesTheFailure = "name the Failure in the closure, `{ input throws(MyAction.Failure) in … }`"
        #expect(errors.map(\.line).sorted() == [12, 13, 15, 16, 18], "\(errors)")
        for error in errors where error.line != 16 {
            #expect(error.message.contains(namesTheFailure), "\(error)")
        }
        #expect(errors.first { $0.line == 16 }?.message.contains("this action cannot fail") == true, "\(errors)")
    }
}
