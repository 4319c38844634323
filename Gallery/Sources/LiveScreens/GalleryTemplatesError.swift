/// Why a template or static file of the Gallery cannot be used; each names the file and how to
/// fix it.
package enum GalleryTemplatesError: Error, Hashable, CustomStringConvertible {
    /// The `Resources` folder is not in the Gallery's bundle.
    case missingResources
    /// A static file cannot be read.
    case unreadable(String, reason: String)
    /// A template does not parse.
    case unparsable(String, reason: String)
    /// No template has this name.
    case noTemplate(String)

    package var description: String {
        switch self {
        case .missingResources:
            "Gallery: the Resources folder is missing from the LiveScreens bundle; rebuild the package."
        case let .unreadable(path, reason):
            "Gallery: cannot read \(path): \(reason)."
        case let .unparsable(file, reason):
            "Gallery: the template Resources/Templates/\(file) does not parse: \(reason)."
        case let .noTemplate(name):
            "Gallery: there is no template \(name).mustache in Resources/Templates; add it or fix the name."
        }
    }
}
