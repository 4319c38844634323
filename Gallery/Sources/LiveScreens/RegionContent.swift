/// What one region of a page shows: the data its fragment template reads, and the region it
/// goes to, named by its type.
///
/// ``LivePage/render(_:)`` takes only such a value, so a pattern cannot put a photo grid where
/// the likes go: `page.render(photoLikes)` draws the likes region, and there is no argument to
/// get wrong. `page.render(UserList(users))` on a photo screen compiles and is ignored (the
/// region is not on show), as a late render from a screen navigated away from must be; a value
/// of any other type does not compile.
public protocol RegionContent: Hashable, Sendable {
    /// The region this content is drawn in.
    static var region: PageRegion { get }

    /// Where this content stands among contents of its region read at different moments, for
    /// content that reads can deliver out of order: ``LivePage/render(_:)`` does not draw a
    /// content whose revision is lower than that of the content on show. `nil` (the default)
    /// for content that is drawn whenever it is rendered.
    var revision: Int64? { get }
}

extension RegionContent {
    /// `nil`: the content is drawn whenever it is rendered.
    public var revision: Int64? { nil }
}
