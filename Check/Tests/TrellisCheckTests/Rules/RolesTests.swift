import Foundation
import Testing
import TrellisCheck

/// A type's part in a screen comes from the kit's protocols, in code that imports the kit, or
/// from the configuration: never from its name. The false findings of the rules that read
/// roles, on codebases the checker was not written for.
struct RolesTests {
    private func findings(_ rule: RuleID, _ files: [String: String], configuration: Configuration = .default) throws -> [Diagnostic] {
        try Checker(configuration: configuration).check(Fixtures.feature(files)).diagnostics.filter { $0.rule == rule }
    }

    @Test func aGamesPresenterActorIsNoVIPERPresenter() throws {
        let game = """
            import SpriteKit

            final class GameView {}

            actor Presenter {
                var view: GameView?
                var scene: SKView?
            }
            """
        #expect(try findings(.weakViewReference, ["Presenter.swift": game]).isEmpty)
        // Even beside the kit: the module's own `Presenter` is not the kit's.
        #expect(try findings(.weakViewReference, ["Presenter.swift": "import Trellis\n" + game]).isEmpty)
    }

    @Test func anotherLibrarysRenderableIsNotTheKits() throws {
        let chart = """
            import Charts

            final class BarChart: Renderable {
                var values: [Double] = []
            }
            """
        #expect(try findings(.immutableRenderable, ["Chart.swift": chart]).isEmpty)
        let own = """
            import Trellis

            protocol Renderable { func draw() }

            final class BarChart: Renderable {
                var values: [Double] = []
                func draw() {}
            }
            """
        #expect(try findings(.immutableRenderable, ["Chart.swift": own]).isEmpty)
        // `Trellis.Renderable` is the kit's, whatever the module declares.
        let qualified = own.replacingOccurrences(of: "final class BarChart: Renderable", with: "final class BarChart: Trellis.Renderable")
        #expect(try findings(.immutableRenderable, ["Chart.swift": qualified]).map(\.location.line) == [5])
    }

    @Test func anOwnedViewNamedLikeOneIsNoBackReference() throws {
        let presenter = """
            import Trellis
            import UIKit

            protocol PhotoViewContract: ViperView {}

            final class MaskingView: UIView {}
            final class SpinnerView: PhotoViewContract {}

            final class PhotoPresenter: ViperPresenter {
                weak var view: (any PhotoViewContract)?
                let maskingView: MaskingView
                let spinner = SpinnerView()

                init(maskingView: MaskingView) {
                    self.maskingView = maskingView
                }
            }
            """
        #expect(try findings(.weakViewReference, ["PhotoPresenter.swift": presenter]).isEmpty)
    }

    @Test func aNameAloneMakesNoInteractionOrViewButTheConfigurationCan() throws {
        let files = [
            "Screen.swift": """
            import Trellis

            class PodBayDoorsInteraction {}

            final class BannerView {
                func didTap() { _ = InjectedValues[\\.clock] }
            }
            """,
        ]
        #expect(try findings(.finalInteraction, files).isEmpty)
        #expect(try findings(.viewNoRepository, files).isEmpty)

        var configuration = Configuration()
        configuration.roles[.interaction] = ["*Interaction"]
        configuration.roles[.view] = ["BannerView"]
        #expect(try findings(.finalInteraction, files, configuration: configuration).map(\.location.line) == [3])
        #expect(try findings(.viewNoRepository, files, configuration: configuration).map(\.location.line) == [6])
    }

    @Test func theConfigurationNamesRolesBySupertypeOrPattern() throws {
        let configuration = try Configuration.parse(yaml: """
            roles:
              view: [LoginViewProtocol, "*Screen"]
              interaction: ["*Interaction"]
            """)
        #expect(configuration.roles == [.view: ["LoginViewProtocol", "*Screen"], .interaction: ["*Interaction"]])
        #expect(throws: CheckError.self) { try Configuration.parse(yaml: "roles:\n  viewmodel: [X]\n") }
    }
}
