import Foundation

/// The text of the package's README.md, which the tests hold to the code it shows.
func readme() throws -> String {
    try packageText("README.md")
}

/// The text of a file of this package, by its path from the package's root: a README, a
/// DocC article.
func packageText(_ path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
}

/// The folder of this package's Package.swift.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every line of the ```` ```swift ```` blocks in a Markdown text, in order.
func swiftCodeLines(in markdown: String) -> [Substring] {
    markdown.matches(of: /```swift\n([\s\S]*?)```/).flatMap { $0.1.split(separator: "\n") }
}

/// The lines of `shown` that `file` lacks, looking for each after the one found before it: a
/// document's code is in a compiled file when this is empty.
func missingLines(_ shown: [Substring], inOrderIn file: String) -> [Substring] {
    var remaining = file.split(separator: "\n")[...]
    var missing: [Substring] = []
    for line in shown {
        if let found = remaining.firstIndex(of: line) {
            remaining = remaining[(found + 1)...]
        } else {
            missing.append(line)
        }
    }
    return missing
}
