@testable import LiveScreens
import Testing

/// A template that is missing is reported, never a stopped process: the `gallery` command
/// refuses to start on a broken build, and a render that cannot happen says so on the page.
@Suite("Gallery templates")
struct GalleryTemplatesTests {
    @Test func everyTemplateAndStaticFileLoads() throws {
        #expect(GalleryTemplates.shared.problems.isEmpty)
        try GalleryTemplates.check()
        #expect(!GalleryTemplates.shared.script.isEmpty)
    }

    @Test func aMissingTemplateIsAnErrorNamingIt() {
        #expect(throws: GalleryTemplatesError.noTemplate("nowhere")) {
            try GalleryTemplates.shared.rendering("nowhere", HALBanner(message: "Hello"))
        }
    }

    @Test func aMissingTemplateRendersALineSayingSo() {
        let html = GalleryTemplates.shared.render("nowhere", HALBanner(message: "Hello"))
        #expect(html == "<p class=\"error\">This part of the page cannot be shown.</p>")
    }
}
