import Foundation
import Logging
import Mustache

/// The Gallery's mustache templates and static files, loaded once from the package's
/// `Resources` folder.
///
/// Templates escape every `{{value}}` they print (swift-mustache's HTML content type), so text
/// from the database shows as text. Only already rendered fragments are inserted unescaped,
/// with `{{{html}}}`, by the page layout.
///
/// Nothing here stops the process: a template that is missing or does not parse is one of
/// ``problems``, which the `gallery` command reports before it starts serving (``check()``),
/// and a render that cannot happen is a log line and, on a live page, an error event.
package struct GalleryTemplates: Sendable {
    /// The templates every page and pattern share.
    package static let shared = GalleryTemplates()

    /// Where a template that cannot render is reported.
    static let logger = Logger(label: "gallery.templates")

    private let library: MustacheLibrary
    /// The page script, served at `/static/live.js`; empty if it could not be read.
    package let script: String
    /// The style sheet, served at `/static/gallery.css`; empty if it could not be read.
    package let styleSheet: String
    /// What could not be loaded, in the order it was found; empty when everything loaded.
    package let problems: [GalleryTemplatesError]

    private init() {
        var problems: [GalleryTemplatesError] = []
        var library = MustacheLibrary()
        guard let resources = Bundle.module.url(forResource: "Resources", withExtension: nil) else {
            self.library = library
            script = ""
            styleSheet = ""
            self.problems = [.missingResources]
            return
        }
        let templates = resources.appendingPathComponent("Templates")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: templates.path)) ?? []
        for file in names.sorted() where file.hasSuffix(".mustache") {
            let name = String(file.dropLast(".mustache".count))
            do {
                let text = try String(contentsOf: templates.appendingPathComponent(file), encoding: .utf8)
                try library.register(text, named: name)
            } catch {
                problems.append(.unparsable(file, reason: String(describing: error)))
            }
        }
        self.library = library
        script = Self.read("Static/live.js", in: resources, problems: &problems)
        styleSheet = Self.read("Static/gallery.css", in: resources, problems: &problems)
        self.problems = problems
    }

    /// Throws the first of ``problems``: the command calls it before it serves anything, so a
    /// broken build is one line at start-up rather than a page that fails later.
    package static func check() throws(GalleryTemplatesError) {
        if let problem = shared.problems.first { throw problem }
    }

    /// Renders the fragment template of `region` with `content`.
    package func rendering(_ region: PageRegion, _ content: Any) throws(GalleryTemplatesError) -> String {
        try rendering(region.rawValue, content)
    }

    /// Renders the template `name` with `content`.
    ///
    /// - Throws: ``GalleryTemplatesError/noTemplate(_:)`` when there is no such template.
    package func rendering(_ name: String, _ content: Any) throws(GalleryTemplatesError) -> String {
        guard let html = library.render(content, withTemplate: name) else { throw .noTemplate(name) }
        return html
    }

    /// Renders the fragment template of `region` with `content`, or logs why it cannot and
    /// returns a line saying so, as the template `name` one does.
    package func render(_ region: PageRegion, _ content: Any) -> String {
        render(region.rawValue, content)
    }

    /// Renders the template `name` with `content`; if it cannot, logs why and returns a line
    /// of HTML saying this part of the page cannot be shown, so the rest of the page still is.
    package func render(_ name: String, _ content: Any) -> String {
        do {
            return try rendering(name, content)
        } catch {
            Self.logger.error("\(error)")
            return "<p class=\"error\">This part of the page cannot be shown.</p>"
        }
    }

    private static func read(_ path: String, in folder: URL, problems: inout [GalleryTemplatesError]) -> String {
        do {
            return try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        } catch {
            problems.append(.unreadable("Resources/\(path)", reason: String(describing: error)))
            return ""
        }
    }
}
