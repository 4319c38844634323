import ArticleExamples
import Trellis

// The photo-sharing feature: the test kit's own actions and keys next to the Plug article's
// shared example. Plugging and installing are process-wide and the plug tests plug the article's
// actions globally, so a test that needs something nobody ever plugged uses these.

/// Sharing a photo; no test plugs it globally.
enum SharePhoto: AsyncAction {
    typealias Input = Photo
}

/// Archiving a photo: synchronous, fails only with its own error.
enum ArchivePhoto: SyncAction {
    typealias Input = Photo
    typealias Output = Bool
    typealias Failure = ArchiveError
}

struct ArchiveError: Error, Equatable {}

/// Publishing a photo: asynchronous, fails only with its own error.
enum PublishPhoto: AsyncAction {
    typealias Input = Photo
    typealias Failure = ArchiveError
}

/// An action nothing ever plugs.
enum DeclaredOnly: SyncAction {}

/// Writing a caption: synchronous and cannot fail.
enum CaptionPhoto: SyncAction {
    typealias Input = Photo
    typealias Output = String
    typealias Failure = Never
}

/// Where shared photos are kept.
protocol PhotoAlbum: Sendable {
    var name: String { get }
}

struct CameraRoll: PhotoAlbum {
    var name = "Camera Roll"
}

/// Internal rather than private, so the feature can list it among the keys it reads.
enum PhotoAlbumKey: InjectionKey {
    static let defaultValue: any PhotoAlbum = CameraRoll()
}
