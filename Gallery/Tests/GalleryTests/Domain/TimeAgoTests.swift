import Gallery
import GalleryDomain
import GallerySQLite
import LiveScreens
import Testing

/// The words a page shows for an age: whole units, rounded down, "just now" under a minute.
@Suite("Time ago")
struct TimeAgoTests {
    @Test(arguments: [
        (0, "just now"), (59, "just now"), (-30, "just now"),
        (60, "1 minute ago"), (119, "1 minute ago"), (120, "2 minutes ago"), (3_599, "59 minutes ago"),
        (3_600, "1 hour ago"), (7_199, "1 hour ago"), (7_200, "2 hours ago"), (86_399, "23 hours ago"),
        (86_400, "1 day ago"), (3 * 86_400 + 5, "3 days ago"),
    ] as [(Int64, String)])
    func wordsForAnAge(seconds: Int64, words: String) {
        #expect(TimeAgo(.seconds(seconds)).description == words)
    }

    @Test func aCountSaysWhenItWasLastLikedOnlyWhenItKnows() {
        #expect(LikeCount(count: 2, likedByViewer: false, sinceLastLike: .seconds(125)).lastLiked == "Last liked 2 minutes ago")
        #expect(LikeCount(count: 2, likedByViewer: false, sinceLastLike: nil).lastLiked == nil)
    }
}
