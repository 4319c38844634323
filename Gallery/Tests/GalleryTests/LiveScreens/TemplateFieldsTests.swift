@testable import GalleryDomain
@testable import LiveScreens
import Mustache
import Testing

/// Every value a template reads answers by name (`MustacheParent`), so swift-mustache never
/// reflects on it, and answers every stored field under the field's own name: a field added
/// and not listed would print nothing.
@Suite("Template fields")
struct TemplateFieldsTests {
    static let samples: [any Sendable] = [
        PhotoLikes(photoID: 3, likes: LikeCount(count: 2, likedByViewer: true, sinceLastLike: .seconds(90))),
        PhotoLikes(photoID: 3, likes: LikeCount(count: 0, likedByViewer: false)),
        PhotoDetail(title: "Moon", hue: 210, ownerID: 1, ownerName: "Dave"),
        PhotoGrid(userName: "Dave", photos: [PhotoTile(id: 3, ownerID: 1, title: "Moon", hue: 210)]),
        PhotoTile(id: 3, ownerID: 1, title: "Moon", hue: 210),
        UserList(users: [UserRow(id: 1, name: "Dave")]),
        UserRow(id: 1, name: "Dave"),
        HALBanner(message: "I'm sorry, Dave."),
        ActivityPanel(nil),
        ActivityPanel.Click(
            event: "like (photo 3)", hasCalls: true,
            calls: [ActivityPanel.Row(action: "LikePhoto", caller: "LikeInteraction.swift:30", outcome: "returned", failed: false, duration: "0.42 ms")],
            screen: "users/1/photos/3", hasRegions: true, regions: ["likes"], error: nil
        ),
        ActivityPanel.Row(action: "LikePhoto", caller: "LikeInteraction.swift:30", outcome: "returned", failed: false, duration: "0.42 ms"),
    ]

    @Test(arguments: samples.indices)
    func everyStoredFieldIsReadByNameWithoutReflection(_ index: Int) throws {
        let sample = Self.samples[index]
        let parent = try #require(sample as? any MustacheParent, "\(type(of: sample)) is read through Mirror")
        for case let (label?, value) in Mirror(reflecting: sample).children {
            let child = parent.child(named: label)
            #expect(describe(child) == describe(unwrapped(value)), "\(type(of: sample)).\(label)")
        }
        #expect(parent.child(named: "noSuchField") == nil)
    }

    /// What swift-mustache's reflection gives for a stored field: the wrapped value of an
    /// optional, `nil` for none.
    private func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }

    private func describe(_ value: Any?) -> String {
        value.map { String(describing: $0) } ?? "nil"
    }
}
