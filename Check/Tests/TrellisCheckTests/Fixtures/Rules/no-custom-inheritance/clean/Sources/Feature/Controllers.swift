import Trellis

/// Inheriting from a framework's class is how UIKit is used: allowed.
final class PhotosViewController: UIViewController, PhotosShowing {
    override func viewDidLoad() {}
}

protocol PhotosShowing: AnyObject {}

extension PhotosShowing {
    func show() {}
}
