import Trellis
import GalleryDomain
import LiveScreens

/// An assembled module, as the window keeps it.
@MainActor
protocol Screen {
    /// The view on show, the one part held strongly.
    var entry: any ViewController { get }
    /// The four parts still alive, named by role, for leak proofs.
    var parts: [(role: String, object: AnyObject)] { get }
    /// Tells the leak detector that the module left the screen, naming the caller's line
    /// (`ViperModule.detach(file:line:)`).
    func detach(file: StaticString, line: UInt)
}

extension ViperModule: Screen where View: ViewController {
    var entry: any ViewController { view }

    var parts: [(role: String, object: AnyObject)] {
        let weakParts: [(role: String, object: AnyObject?)] = [("presenter", presenter), ("interactor", interactor), ("router", router)]
        return [("view", view)] + weakParts.compactMap { part in part.object.map { (part.role, $0) } }
    }
}
