import Clean
public import LiveScreens
import MVC
import MVP
import MVVM
import MVVMC
import SuperSimple
import Unidirectional
import VIPER

/// The patterns the Gallery serves, in the order the switcher lists them.
public enum GalleryPatterns {
    /// Every registered pattern. Adding a pattern is its folder plus one line here.
    public static let registered: [any GalleryPattern] = [
        SuperSimplePattern(),
        MVCPattern(),
        MVPPattern(),
        MVVMPattern(),
        MVVMCPattern(),
        VIPERPattern(),
        CleanPattern(),
        UnidirectionalPattern(),
    ]

    /// The pattern served under `id`, such as `supersimple`.
    public static func pattern(_ id: some StringProtocol) -> (any GalleryPattern)? {
        registered.first { $0.id == id }
    }
}
