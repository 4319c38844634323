/// What part a type plays, read from what it conforms to and, failing that, from its name as
/// the articles spell it (`…View`, `…Interaction`, `…Presenter`, `…Interactor`, `…Router`).
/// Names are qualified (`SuperSimple.UsersViewController`, see ``NameResolver``), so a type's
/// role is read from its own conformances, not from those of a type of the same simple name.
struct Roles {
    private let views: Set<String>
    private let presenters: Set<String>
    private let interactions: Set<String>
    private let interactors: Set<String>
    private let routers: Set<String>

    init(_ types: TypeIndex) {
        views = types.names(inheritingFromAny: ["Rendering", "ViperView", "View"])
        presenters = types.names(inheritingFromAny: ["ViperPresenter", "Presenter"])
        let interactingProtocols = types.declarations.keys.filter { name in
            name.hasSuffix("Interacting") && types.kind(of: name) == .protocol
        }
        interactions = types.names(inheritingFromAny: Array(interactingProtocols))
        interactors = types.names(inheritingFrom: "ViperInteractor")
        routers = types.names(inheritingFrom: "ViperRouter")
    }

    /// A view: renders what it is given (`Rendering`, `ViperView`, SwiftUI's `View`, or named
    /// `…View`, `…ViewController`, `…Rendering`). `Weak…` wrappers hold views; they are not ones.
    func isView(_ name: String) -> Bool {
        isRenderingView(name) || (!SyntaxNames.simpleName(name).hasPrefix("Weak") && name.hasSuffix("ViewController"))
    }

    /// A view that only renders: one by conformance, or named `…View` or `…Rendering`. A view
    /// controller is one only by conformance: in Apple's MVC it is the controller, which reads
    /// the model, and the Plug article has it call actions ("the ONLY thing it should know is: I
    /// want to like this photo").
    func isRenderingView(_ name: String) -> Bool {
        guard !SyntaxNames.simpleName(name).hasPrefix("Weak") else { return false }
        return views.contains(name) || name == "Rendering" || name == "ViperView" || name.hasSuffix("View") || name.hasSuffix("Rendering")
    }

    func isPresenter(_ name: String) -> Bool {
        presenters.contains(name) || name == "ViperPresenter" || name.hasSuffix("Presenter") || name.hasSuffix("Presenting")
    }

    func isInteraction(_ name: String) -> Bool {
        interactions.contains(name) || name.hasSuffix("Interaction")
    }

    func isInteractor(_ name: String) -> Bool {
        interactors.contains(name) || name.hasSuffix("Interactor")
    }

    func isRouter(_ name: String) -> Bool {
        routers.contains(name) || name.hasSuffix("Router")
    }
}
