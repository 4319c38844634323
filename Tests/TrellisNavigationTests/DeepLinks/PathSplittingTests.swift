import Testing
import TrellisNavigation

/// A path and the components it must split into.
struct SplitCase: Sendable, CustomTestStringConvertible {
    let path: String
    let components: [String]
    var testDescription: String { String(reflecting: path) }
}

/// Paths are cut at their `/`, `?` and `#` scalars, whatever follows: never on `Character`s,
/// which join a slash and the combining mark after it into one.
struct PathSplittingTests {
    static let cases: [SplitCase] = [
        SplitCase(path: "a/\u{301}b", components: ["a", "\u{301}b"]),
        SplitCase(path: "/a/\u{301}b/", components: ["a", "\u{301}b"]),
        SplitCase(path: "a\u{301}/b", components: ["a\u{301}", "b"]),
        SplitCase(path: "/\u{301}/\u{308}\u{301}", components: ["\u{301}", "\u{308}\u{301}"]),
        SplitCase(path: "a/\u{20DD}/b", components: ["a", "\u{20DD}", "b"]),
        SplitCase(path: "a/\u{200D}👩", components: ["a", "\u{200D}👩"]),
        SplitCase(path: "a?\u{301}b/c", components: ["a"]),
        SplitCase(path: "a/b#\u{301}/c", components: ["a", "b"]),
        SplitCase(path: "\r\n/x", components: ["\r\n", "x"]),
    ]

    @Test(arguments: cases)
    func splitsOnTheSlashScalar(_ split: SplitCase) throws {
        // Given / When
        let stack = try RouteStack<ComponentRoute>(path: split.path)

        // Then
        #expect(stack.components == split.components)
    }

    /// Many random paths made mostly of slashes, combining marks and joiners: the split always
    /// equals one computed scalar by scalar, and the path written back parses to the same stack.
    @Test func randomPathsWithCombiningMarksSplitOnEverySlash() throws {
        // Given
        var generator = SplitMix64(seed: 0x7E11_15)
        let paths = (0..<10_000).map { _ in Self.randomPath(using: &generator) }
        var misread: [String] = []
        var notRoundTripped: [String] = []

        for path in paths {
            // When
            let stack = try RouteStack<ComponentRoute>(path: path)

            // Then
            if stack.components != Self.componentsByScalars(path) { misread.append(path) }
            if try RouteStack<ComponentRoute>(path: stack.path) != stack { notRoundTripped.append(path) }
        }
        #expect(misread.isEmpty, "split wrongly: \(misread.prefix(5).map { String(reflecting: $0) })")
        #expect(notRoundTripped.isEmpty, "not read back: \(notRoundTripped.prefix(5).map { String(reflecting: $0) })")

        // The paths did exercise the case a split on characters gets wrong.
        let splitWrongByCharacters = paths.count { Self.componentsByCharacters($0) != Self.componentsByScalars($0) }
        #expect(splitWrongByCharacters > paths.count / 100)
    }

    // MARK: - Oracles and generator

    private static let pieces: [String] = [
        "/", "/", "/", "a", "b", "7", "é", "e\u{301}", "\u{301}", "\u{308}", "\u{20DD}",
        "\u{200D}", "👩", "\u{FE0F}", "?", "#", " ", "\r", "\n", "-",
    ]

    private static func randomPath(using generator: inout SplitMix64) -> String {
        let length = Int.random(in: 0...16, using: &generator)
        return (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    /// The expected split, computed one Unicode scalar at a time.
    private static func componentsByScalars(_ path: String) -> [String] {
        var components: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in path.unicodeScalars {
            if scalar == "?" || scalar == "#" { break }
            if scalar == "/" {
                if !current.isEmpty { components.append(String(current)) }
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        if !current.isEmpty { components.append(String(current)) }
        return components
    }

    /// The split on `Character`s, which a combining mark after a slash defeats.
    private static func componentsByCharacters(_ path: String) -> [String] {
        path.prefix { $0 != "?" && $0 != "#" }.split(separator: "/").map(String.init)
    }
}
