import Trellis

class BaseViewController {
    func viewDidLoad() {}
}

final class PhotosViewController: BaseViewController {
    override func viewDidLoad() {}
}
