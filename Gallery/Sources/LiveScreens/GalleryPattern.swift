import GalleryDomain

/// One architecture pattern's implementation of the Gallery's feature.
///
/// ## Adding a pattern
/// A folder and a line:
/// 1. Make a folder `Sources/<Name>/` named after the pattern (`MVC`, `MVVMC`,
///    `Unidirectional`). Put in it only what the pattern prescribes: the parts it names, in the
///    vocabulary of its article, so a reader can lay the article beside it. What UIKit would
///    give a screen is the platform's, in this module: ``ViewController`` (`viewDidLoad()`,
///    `handle(_:)`), ``Window`` (a root view controller) and ``NavigationController``
///    (push, pop); conform to the first and show it in one of the others.
/// 2. In it, declare `public struct <Name>Pattern: GalleryPattern` with `public init()`;
///    ``assemble(on:)`` builds a ``LiveModule`` (a ``Window`` or a ``NavigationController``).
/// 3. In Package.swift, add its line to `patterns`, on the shared layers only:
///    `.target(name: "<Name>", dependencies: sharedLayers, swiftSettings: settings),`. The
///    `PatternRegistry` target depends on every target of that list, and the
///    `PatternRegistration` plugin writes ``GalleryPatterns/registered`` from those
///    dependencies, in order. The pages, the pattern switcher, the socket and every test suite
///    (conformance, leak proofs, imports, the browser test) pick it up from there; the
///    conformance suite fails, naming the pattern and the step, until it renders the same HTML
///    as the others. trellis-check reads the same lines (it follows a manifest's top-level
///    lists), so it checks the new pattern's layer too.
///
/// Everything else is shared and lives outside the pattern folders: the models, the
/// repositories (`@Injected(\.usersRepository)`, `@Injected(\.photosRepository)`), the use
/// cases (`LikePhoto`, `UnlikePhoto`, `CountLikes`, `OpenPodBayDoors`, called through Plug),
/// ``LikeUpdates`` for likes made in other tabs, the locations, the events, the page with its
/// "What just happened" panel, the templates and the data each template reads.
///
/// ## What a module must do
/// - On ``LiveModule/start(at:)``: `page.show(location)`, then load through the repositories
///   and render every region of ``GalleryLocation/regions``.
/// - On ``LiveModule/handle(_:)``: `openUser` and `openPhoto` navigate down, `back` navigates
///   to ``GalleryLocation/parent``; each navigation is `page.show(newLocation)` followed by
///   rendering its regions; if the new screen fails to load (``GalleryError``), show the
///   previous location again the same way, then throw. `like` and `unlike` call the actions
///   with `page.viewer`, then render ``CountLikes``. The banner stays empty until
///   `openPodBayDoors` renders the answer of ``OpenPodBayDoors`` in it. An event the screen
///   on show has no control for throws ``GalleryError/notOnThisScreen(_:)`` and changes
///   nothing.
/// - While a photo is on show, observe its likes through ``LikeUpdates``, keep the
///   ``LikesSubscription`` beside the observer, and render ``CountLikes`` again when told: after
///   a like in another tab, and every ``LikeUpdates/refreshInterval``, so that "Last liked 2
///   minutes ago" keeps up with the time. The subscription goes with the observer, and with it
///   the refresh timer.
/// - ``LiveModule/start(at:)`` and ``LiveModule/handle(_:)`` return with their renders done
///   (a `Presenter`'s window awaits `viewModels.delivered()`). What the module renders by
///   itself later — after another tab's like, or a refresh — reaches the page when
///   ``LiveModule/rendered()`` returns: a module whose renders wait for a later main-actor turn
///   implements it, and the Gallery and the conformance suite await it before they read a page.
/// - Views render with ``LivePage/render(_:)`` the one type each region's template reads
///   (``PageRegion`` names them: `UserList`, `PhotoGrid`, `PhotoDetail`, `PhotoLikes`,
///   `HALBanner`), so every pattern's output is the same HTML. A pattern's view models or
///   renderables hold those values rather than repeat their fields. The conformance suite
///   checks the HTML, event by event.
/// - Hold views weakly from whatever drives them (`WeakRendering`, `weak var view`), so that
///   dropping the module releases everything, and list the module's objects in
///   ``LiveModule/parts``: when a page closes, the server hands each of them to the leak
///   detector, which reports in a debug build any still alive two seconds later.
/// - Each pattern is a module of its own, so its types keep their article's names
///   (`UserPresenter`, `PhotoViewController`) without clashing with another pattern's; a
///   pattern imports the shared layers only, which a test of the Gallery suite checks.
public protocol GalleryPattern: Sendable {
    /// The URL prefix: the folder name, lowercased (`supersimple`, `mvvmc`).
    var id: String { get }
    /// The name people know it by: "Super Simple", "MVVM-C".
    var name: String { get }
    /// One sentence on what the pattern puts where, for the index page.
    var summary: String { get }
    /// The folder holding the pattern, from the repository root, for the pages and the README.
    var folder: String { get }

    /// Builds a fresh module rendering into `page`; the Gallery starts it, then feeds it events.
    @MainActor
    func assemble(on page: LivePage) -> any LiveModule
}
