/// Says where two pages differ: the path, the error, and for each region the first line that
/// differs, with the two versions one under the other.
enum SnapshotDiff {
    static func describe(expected: FeatureScript.Snapshot, actual: FeatureScript.Snapshot, expectedName: String, actualName: String) -> String {
        var lines: [String] = []
        if expected.path != actual.path {
            lines.append("path: \(expectedName) \(expected.path ?? "none"), \(actualName) \(actual.path ?? "none")")
        }
        if expected.error != actual.error {
            lines.append("error: \(expectedName) \(expected.error ?? "none"), \(actualName) \(actual.error ?? "none")")
        }
        for region in Set(expected.regions.keys).union(actual.regions.keys).sorted() {
            let left = expected.regions[region] ?? "(missing)"
            let right = actual.regions[region] ?? "(missing)"
            if left != right {
                lines.append("region \(region): " + firstDifference(left, right, expectedName, actualName))
            }
        }
        if expected.messages != actual.messages {
            lines.append("messages sent: \(expectedName) \(expected.messages.count), \(actualName) \(actual.messages.count)")
            for message in actual.messages where !expected.messages.contains(message) {
                lines.append("  only \(actualName): \(message)")
            }
            for message in expected.messages where !actual.messages.contains(message) {
                lines.append("  only \(expectedName): \(message)")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func firstDifference(_ left: String, _ right: String, _ leftName: String, _ rightName: String) -> String {
        let a = left.split(separator: "\n", omittingEmptySubsequences: false)
        let b = right.split(separator: "\n", omittingEmptySubsequences: false)
        let index = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        let lineA = index < a.count ? String(a[index]) : "(end)"
        let lineB = index < b.count ? String(b[index]) : "(end)"
        return "line \(index + 1)\n  \(leftName): \(lineA)\n  \(rightName): \(lineB)"
    }
}
