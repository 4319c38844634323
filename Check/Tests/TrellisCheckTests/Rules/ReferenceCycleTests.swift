import Foundation
import Testing
import TrellisCheck

/// weak-view-reference finds the strong reference cycles of VIPER and MVP code that does not use
/// the kit, where each side holds the other through a protocol, in an app that uses the kit
/// elsewhere (a project in which no file imports it is not checked at all).
struct ReferenceCycleTests {
    private func findings(_ files: [String: String]) throws -> [Diagnostic] {
        let files = files.merging(["App.swift": "import Trellis\n"]) { own, _ in own }
        return try Checker().check(Fixtures.feature(files)).diagnostics.filter { $0.rule == .weakViewReference }
    }

    /// A VIPER module as open-source apps write it: every reference typed with a protocol.
    static let module = """
        import UIKit

        protocol LoginViewProtocol: AnyObject { func show(_ text: String) }
        protocol LoginPresenterProtocol: AnyObject { func viewDidLoad() }
        protocol LoginInteractorInputProtocol: AnyObject { func load() }
        protocol LoginInteractorOutputProtocol: AnyObject { func didLoad(_ text: String) }
        protocol LoginRouterProtocol: AnyObject {}

        final class LoginViewController: UIViewController, LoginViewProtocol {
            var presenter: LoginPresenterProtocol!
            func show(_ text: String) {}
        }

        final class LoginPresenter: LoginPresenterProtocol, LoginInteractorOutputProtocol {
            var view: LoginViewProtocol?
            var interactor: LoginInteractorInputProtocol?
            var router: LoginRouterProtocol?
            func viewDidLoad() {}
            func didLoad(_ text: String) {}
        }

        final class LoginInteractor: LoginInteractorInputProtocol {
            var output: (any LoginInteractorOutputProtocol)?
            func load() {}
        }

        final class LoginRouter: LoginRouterProtocol {
            var viewController: UIViewController?
            var presenters: [LoginPresenterProtocol] = []
        }

        """

    @Test func eachCycleThroughProtocolsIsFoundOnceAtTheReferenceThatPointsBack() throws {
        let found = try findings(["Login.swift": Self.module])

        // The four references the iOS Architecture Patterns notes make weak; UIKit's view
        // controller holds the module's, and an array of presenters holds them as strongly as one.
        #expect(found.map(\.location.line) == [15, 23, 28, 29])
        #expect(found.map(\.message) == [
            "`LoginPresenter.view` holds `LoginViewController` strongly, which holds it back: LoginPresenter.view → LoginViewController (via LoginViewProtocol) .presenter → LoginPresenter (via LoginPresenterProtocol); none of them is ever freed",
            "`LoginInteractor.output` holds `LoginPresenter` strongly, which holds it back: LoginInteractor.output → LoginPresenter (via LoginInteractorOutputProtocol) .interactor → LoginInteractor (via LoginInteractorInputProtocol); none of them is ever freed",
            "`LoginRouter.viewController` holds `LoginViewController` strongly, which holds it back: LoginRouter.viewController → LoginViewController (via UIViewController) .presenter → LoginPresenter (via LoginPresenterProtocol) .router → LoginRouter (via LoginRouterProtocol); none of them is ever freed",
            "`LoginRouter.presenters` holds `LoginPresenter` strongly, which holds it back: LoginRouter.presenters → LoginPresenter (via LoginPresenterProtocol) .router → LoginRouter (via LoginRouterProtocol); none of them is ever freed",
        ])
        #expect(found.map(\.fix) == [
            "declare it `weak var view: (any LoginViewProtocol)?`",
            "declare it `weak var output: (any LoginInteractorOutputProtocol)?`",
            "declare it `weak var viewController: UIViewController?`",
            "hold each element weakly: `struct WeakLoginPresenterProtocol { weak var value: (any LoginPresenterProtocol)? }` and `var presenters: [WeakLoginPresenterProtocol] = []`",
        ])
        // The other side of the cycle, where the finding's path goes on.
        #expect(found[0].notes.map(\.location.line) == [10])
    }

    @Test func anImplicitlyUnwrappedReferenceStaysImplicitlyUnwrapped() throws {
        let module = Self.module.replacingOccurrences(of: "var view: LoginViewProtocol?\n    var interactor", with: "var view: LoginViewProtocol!\n    var interactor")
        let found = try findings(["Login.swift": module])
        #expect(found.first?.fix == "declare it `weak var view: (any LoginViewProtocol)!`")
    }

    @Test func weakOrUnownedBreaksTheCycle() throws {
        let module = Self.module
            .replacingOccurrences(of: "var view: LoginViewProtocol?", with: "weak var view: LoginViewProtocol?")
            .replacingOccurrences(of: "var output: (any LoginInteractorOutputProtocol)?", with: "unowned var output: any LoginInteractorOutputProtocol")
            .replacingOccurrences(of: "var presenters: [LoginPresenterProtocol]", with: "var presenters: [WeakPresenter]")
            .replacingOccurrences(of: "var viewController: UIViewController?", with: "weak var viewController: UIViewController?")
        #expect(try findings(["Login.swift": module]).isEmpty)
    }

    @Test func aDelegateIsTheReferenceThatPointsBack() throws {
        let found = try findings([
            "Picker.swift": """
            protocol PickerDelegate: AnyObject { func didPick() }
            final class PickerController { var delegate: PickerDelegate? }
            final class SettingsScreen: PickerDelegate {
                let picker: PickerController
                init(picker: PickerController) { self.picker = picker }
                func didPick() {}
            }
            """,
        ])
        #expect(found.map(\.location.line) == [2])
        #expect(found.first?.fix == "declare it `weak var delegate: (any PickerDelegate)?`")
    }

    /// A protocol that is not class-bound cannot be held `weak` until it is.
    @Test func aFixForAProtocolThatIsNotClassBoundSaysSo() throws {
        let found = try findings([
            "Screen.swift": """
            protocol ScreenView { func show() }
            final class ScreenPresenter { var view: ScreenView? }
            final class ScreenController: ScreenView {
                let presenter: ScreenPresenter
                init(presenter: ScreenPresenter) { self.presenter = presenter }
                func show() {}
            }
            """,
        ])
        #expect(found.map(\.fix) == ["declare it `weak var view: (any ScreenView)?`, and make the protocol class-bound: `protocol ScreenView: AnyObject`"])
    }

    /// Types loop where objects need not: a list's next node, a composite's children, a parent
    /// holding the children it made.
    @Test func listsTreesAndCompositesAreNoCycles() throws {
        let found = try findings([
            "Shapes.swift": """
            final class Node { var next: Node? }
            protocol Shape: AnyObject {}
            final class Group: Shape { var children: [any Shape] = [] }
            final class Border: Shape { let inner: any Shape; init(inner: any Shape) { self.inner = inner } }
            protocol Flow: AnyObject { var children: Children { get } }
            final class Children { var flows: [any Flow] = [] }
            final class AppFlow: Flow { let children = Children() }
            """,
        ])
        #expect(found.isEmpty)
    }
}
