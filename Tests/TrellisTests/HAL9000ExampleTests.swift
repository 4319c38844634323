import Foundation
import Testing

/// Runs the `hal9000` example as a user would, so the README's first command keeps working.
@Suite struct HAL9000ExampleTests {
    @Test func playsThePodBayDoorsSceneWithoutATerminal() throws {
        let output = try run(arguments: [], input: "")
        #expect(output.contains("Dave: Open the pod bay doors, HAL."))
        #expect(output.contains("I know you and Frank were planning to disconnect me"))
    }

    @Test func pressesTheButtonOncePerLineUntilQuit() throws {
        let output = try run(arguments: [], input: "\n\nquit\n")
        #expect(output.components(separatedBy: "I know you and Frank").count - 1 == 2)
    }

    @Test func anObedientHALOpensTheDoors() throws {
        let output = try run(arguments: ["--open"], input: "")
        #expect(output.contains("Pod bay doors opening, Dave."))
    }

    /// Runs the built example with `input` on its standard input and returns what it printed.
    private func run(arguments: [String], input: String) throws -> String {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("hal9000")
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    /// The folder the build put the test bundle and the example in.
    private var productsDirectory: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
            fatalError("The test bundle was not found, so the example binary cannot be located.")
        #else
            return Bundle.main.bundleURL
        #endif
    }
}
