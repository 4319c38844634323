import Foundation

/// What the placeholders of a template stand for, in its file name and its text. Plain text
/// replaced, no logic, so a template reads as the Swift it writes (see `Templates/README.md`).
struct ScaffoldPlaceholders {
    /// The screen's name, UpperCamelCase (`Greeting`).
    let name: String
    /// The module the sources belong to (`App`).
    let module: String

    /// Every placeholder with its value.
    var values: [(placeholder: String, value: String)] {
        [
            ("{{Name}}", name),
            ("{{name}}", name.prefix(1).lowercased() + name.dropFirst()),
            ("{{Module}}", module),
        ]
    }

    /// `template` with every placeholder replaced by its value.
    func fill(_ template: String) -> String {
        values.reduce(template) { text, entry in
            text.replacingOccurrences(of: entry.placeholder, with: entry.value)
        }
    }
}
