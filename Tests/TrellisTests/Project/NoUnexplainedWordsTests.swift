import Foundation
import Testing

/// Trellis implements four articles — Super Simple Architecture, the Plug article, the Clean
/// Architecture framework and the iOS Architecture Patterns notes (docs/Patterns.md) — and its
/// text names the one it means: "Super Simple Architecture's `BannerRenderable`", "the Plug
/// article's `IsAction`". A collective nickname such as "the seed" tells a reader nothing they
/// can look up, so the word "seed" — alone or starting a word: seeds, Seed…, theSeeds… — may
/// appear only in the exact phrases of ``allowed``, each of which means a random generator's
/// starting state.
struct NoUnexplainedWordsTests {
    /// What is read, from the package's root: every file under a folder, or one file.
    static let scannedPaths = ["Sources", "Tests", "docs", "Check", "Gallery", "README.md", "CHANGELOG.md", "Package.swift"]

    /// Where "seed" may appear, and why. Each phrase is matched exactly, case included, and must
    /// still occur somewhere, so the list never outlives the text it excuses.
    static let allowed: [(reason: String, phrases: [String])] = [
        (
            "TrellisTesting's `WithRandomNumberGenerator.seeded(_:)`, its file, its tests and its documentation",
            ["seeded", "seeded(seed)", "RandomNumberGeneratorSeeded", "RandomNumberGenerator+Seeded", "sameSeed", "SameSeed", "differentSeeds"]
        ),
        (
            "the starting state of a random generator: SplitMix64 (TrellisTesting, the navigation tests), the stress programs' Xorshift",
            [
                "seed: ", "(seed: seed", "state = seed", "let seed = ", "truncatingIfNeeded: seed)", "seedable", "`seed`",
                "the same seed", "a seed decides", "seed 1234567", "a seed per thread", "from a seed in a test",
                "the seeding of xoshiro",
            ]
        ),
        (
            "the seed PropertyBased prints when `expectStatelessView` fails, to replay that history",
            ["prints the seed that reproduces it", "`.fixedSeed(…)`", "seed to replay it"]
        ),
    ]

    @Test func seedAppearsOnlyWhereItMeansARandomGeneratorsStartingState() throws {
        // Given every text file scanned, its path included, with the allowed phrases blanked out
        let files = try Self.scannedFiles()
        #expect(files.count > 400, "Read only \(files.count) files under \(Self.scannedPaths); is the package root right?")

        // When the word is looked for in what is left
        let found = files.flatMap { file in
            (Self.unexplainedSeeds(in: file.path).isEmpty ? [] : ["\(file.path): its path"])
                + Self.unexplainedSeeds(in: file.text).map { "\(file.path):\($0)" }
        }

        // Then it is not there
        #expect(
            found.count == 0,
            """
            "Seed" names none of the articles Trellis implements. Name the one meant — Super Simple \
            Architecture, the Plug article, the Clean Architecture framework, the iOS Architecture \
            Patterns notes (docs/Patterns.md) — or, for a random generator's seed, add the exact \
            phrase to `NoUnexplainedWordsTests.allowed` with its reason:
            \(found.joined(separator: "\n"))
            """
        )
    }

    @Test func everyAllowedPhraseIsStillUsed() throws {
        let texts = try Self.scannedFiles().flatMap { [$0.path, $0.text] }
        let unused = Self.allowed.flatMap(\.phrases).filter { phrase in !texts.contains { $0.contains(phrase) } }
        #expect(unused.isEmpty, "No scanned file says \(unused) any more: remove it from `NoUnexplainedWordsTests.allowed`.")
    }

    @Test func theScanFindsTheWordInEachFormItBans() {
        #expect(Self.unexplainedSeeds(in: "the seed's example") == ["1: the seed's example"])
        #expect(Self.unexplainedSeeds(in: "import SeedExamples\n\nfunc theSeedsWay() {}").count == 2)
        #expect(Self.unexplainedSeeds(in: "the Plug seeds, SEED") == ["1: the Plug seeds, SEED"])
        #expect(Self.unexplainedSeeds(in: "seed.swift").count == 1)
        // …and neither inside another word nor in an allowed phrase.
        #expect(Self.unexplainedSeeds(in: "linseed, aniseed").isEmpty)
        #expect(Self.unexplainedSeeds(in: "SplitMix64(seed: seed) and `.seeded(42)`").isEmpty)
    }

    // MARK: - Reading

    /// A scanned file: its path from the package's root, and its text.
    struct ScannedFile {
        let path: String
        let text: String
    }

    /// The lines, numbered from 1, in which "seed" starts a word outside every allowed phrase.
    static func unexplainedSeeds(in text: String) -> [String] {
        var blanked = text
        for phrase in allowed.flatMap(\.phrases).sorted(by: { $0.count > $1.count }) {
            blanked = blanked.replacing(phrase, with: " ")
        }
        return blanked.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { number, line in
            startsAWord(in: line) ? "\(number + 1): \(line.trimmingCharacters(in: .whitespaces))" : nil
        }
    }

    /// Whether "seed", in any case, starts a word of `line`: it follows no lowercase letter, or
    /// it starts with a capital, as in camel case (`theSeeds`).
    private static func startsAWord(in line: Substring) -> Bool {
        line.ranges(of: /(?i)seed/).contains { range in
            line[range.lowerBound] == "S" || range.lowerBound == line.startIndex
                || !line[line.index(before: range.lowerBound)].isLowercase
        }
    }

    /// Every file under ``scannedPaths`` that is UTF-8 text, skipping build folders (`.build…`).
    private static func scannedFiles() throws -> [ScannedFile] {
        let fileManager = FileManager.default
        var urls: [URL] = []
        for path in scannedPaths {
            let url = packageRoot.appending(path: path)
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                Issue.record("\(path) does not exist; update `NoUnexplainedWordsTests.scannedPaths`.")
                continue
            }
            guard isFolder.boolValue else {
                urls.append(url)
                continue
            }
            let enumerator = try #require(fileManager.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey]))
            for case let file as URL in enumerator {
                if file.lastPathComponent.hasPrefix(".build") || file.lastPathComponent == ".swiftpm" {
                    enumerator.skipDescendants()
                } else if try file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
                    urls.append(file)
                }
            }
        }
        return try urls.compactMap { url in
            guard let text = String(data: try Data(contentsOf: url), encoding: .utf8) else { return nil }
            let path = String(url.standardizedFileURL.path.dropFirst(packageRoot.standardizedFileURL.path.count + 1))
            return path == thisFile ? nil : ScannedFile(path: path, text: text)
        }
    }

    /// This file, which names the word it looks for.
    private static let thisFile = "Tests/TrellisTests/Project/NoUnexplainedWordsTests.swift"
}
