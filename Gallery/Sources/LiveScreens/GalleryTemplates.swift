import Foundation
import Mustache
import GalleryDomain

/// The Gallery's mustache templates and static files, loaded once from the package's
/// `Resources` folder.
///
/// Templates escape every `{{value}}` they print (swift-mustache's HTML content type), so text
/// from the database shows as text. Only already rendered fragments are inserted unescaped,
/// with `{{{html}}}`, by the page layout.
package struct GalleryTemplates: Sendable {
    /// The templates every page and pattern share.
    package static let shared = GalleryTemplates()

    private let library: MustacheLibrary
    /// The page script, served at `/static/live.js`.
    package let script: String
    /// The style sheet, served at `/static/gallery.css`.
    package let styleSheet: String

    private init() {
        let resources = Self.resourcesFolder()
        var library = MustacheLibrary()
        let templates = resources.appendingPathComponent("Templates")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: templates.path)) ?? []
        for file in names where file.hasSuffix(".mustache") {
            let name = String(file.dropLast(".mustache".count))
            do {
                let text = try String(contentsOf: templates.appendingPathComponent(file), encoding: .utf8)
                try library.register(text, named: name)
            } catch {
                fatalError("Gallery: the template \(file) in \(templates.path) does not parse: \(error)")
            }
        }
        self.library = library
        script = Self.read("Static/live.js", in: resources)
        styleSheet = Self.read("Static/gallery.css", in: resources)
    }

    /// Renders the fragment template of `region` with `content`.
    package func render(_ region: PageRegion, _ content: Any) -> String {
        render(region.rawValue, content)
    }

    /// Renders the template `name` with `content`.
    package func render(_ name: String, _ content: Any) -> String {
        guard let html = library.render(content, withTemplate: name) else {
            fatalError("Gallery: there is no template \(name).mustache in Resources/Templates; add it or fix the name.")
        }
        return html
    }

    private static func resourcesFolder() -> URL {
        guard let url = Bundle.module.url(forResource: "Resources", withExtension: nil) else {
            fatalError("Gallery: the Resources folder is missing from the Gallery bundle; rebuild the package.")
        }
        return url
    }

    private static func read(_ path: String, in folder: URL) -> String {
        do {
            return try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        } catch {
            fatalError("Gallery: cannot read Resources/\(path): \(error)")
        }
    }
}
