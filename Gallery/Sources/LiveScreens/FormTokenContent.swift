import Mustache
import GalleryDomain

/// A region's template data with its page's form token beside it: a form's template prints
/// `{{formToken}}` in a hidden field, and reads everything else from `content` exactly as if
/// `content` were rendered alone.
///
/// The token belongs to the page — it is the viewer's, see
/// ``ViewerCookieSigner/formToken(for:)`` — not to what a pattern's view shows, so no pattern's
/// view model or renderable carries it: the page wraps whatever a view renders.
package struct FormTokenContent: MustacheParent {
    /// The name templates read the token by, and the form field it is posted in.
    package static let name = "formToken"

    /// What the view rendered.
    package let content: Any
    /// The page's form token.
    package let formToken: String

    package init(content: Any, formToken: String) {
        self.content = content
        self.formToken = formToken
    }

    package func child(named name: String) -> Any? {
        if name == Self.name { return formToken }
        // What swift-mustache itself reads from a value: a parent's child, else the stored
        // property of that name, with an optional unwrapped and `nil` read as missing.
        if let parent = content as? any MustacheParent { return parent.child(named: name) }
        guard let value = Mirror(reflecting: content).children.first(where: { $0.label == name })?.value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }
}
