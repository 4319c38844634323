// Runs the compiler or a built program as a child process (Foundation's `Process`), which
// iOS, tvOS, watchOS and visionOS do not have: compiled where tests can start processes.
#if os(macOS) || os(Linux)

import Foundation
import Testing

/// Runs the `hal9000` example as a user would, so the README's first command keeps working.
@Suite struct HAL9000ExampleTests {
    @Test func playsThePodBayDoorsSceneWithoutATerminal() async throws {
        let output = try await run(arguments: [], input: "")
        #expect(output.contains("Dave: Open the pod bay doors, HAL."))
        #expect(output.contains("I know you and Frank were planning to disconnect me"))
    }

    @Test func pressesTheButtonOncePerLineUntilQuit() async throws {
        let output = try await run(arguments: [], input: "\n\nquit\n")
        #expect(output.components(separatedBy: "I know you and Frank").count - 1 == 2)
    }

    @Test func anObedientHALOpensTheDoors() async throws {
        let output = try await run(arguments: ["--open"], input: "")
        #expect(output.contains("Pod bay doors opening, Dave."))
    }

    /// Runs the built example with `input` on its standard input and returns what it printed.
    private func run(arguments: [String], input: String) async throws -> String {
        let result = try await runProcess(productsDirectory.appendingPathComponent("hal9000"), arguments, input: input)
        #expect(result.status == 0)
        return result.output
    }
}

#endif
