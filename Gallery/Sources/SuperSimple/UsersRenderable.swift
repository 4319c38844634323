import LiveScreens
import Trellis

/// The users list, ready to show: the article's renderable, holding the users template's data.
struct UsersRenderable: Renderable {
    let list: UserList
}

/// A view that shows the users list.
protocol UsersRendering: Rendering<UsersRenderable> {}

/// The view: a page region that renders `UsersRenderable`s.
typealias UsersView = RegionView<UsersRenderable>

extension RegionView: UsersRendering where Content == UsersRenderable {}
