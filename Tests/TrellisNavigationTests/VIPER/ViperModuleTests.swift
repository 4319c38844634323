import ArticleExamples
import Testing
import TrellisInjection
import TrellisNavigation

@MainActor
struct ViperModuleTests {
    /// The iOS Architecture Patterns notes' `UserRouter.start()`: every part wired to the others.
    @Test func userRouter() {
        // Given / When
        let module = UserRouter.start()

        // Then
        #expect(module.view.presenter === module.presenter)
        #expect(module.interactor?.presenter === module.presenter)
        #expect(module.presenter?.view === module.view)
        #expect(module.presenter?.interactor === module.interactor)
        #expect(module.presenter?.router === module.router)
        #expect(module.router?.entry === module.view)
        #expect(module.router?.presenter === module.presenter)
    }

    @Test(.timeLimit(.minutes(1))) func settingTheInteractorLoadsTheUsersIntoTheView() async {
        // Given
        let crew = [User(name: "Dave Bowman"), User(name: "Frank Poole")]

        await withInjectedValues {
            $0.usersRepository = MockedUsersRepository(users: crew)
        } operation: {
            // When
            let module = UserRouter.start()

            // Then
            #expect(module.interactor?.fetches == 1)
            #expect(await eventually { module.view.users == crew })
            #expect(!module.view.isTableHidden)
            #expect(module.view.error == nil)
        }
    }

    @Test(.timeLimit(.minutes(1))) func aFailedFetchShowsTheError() async {
        // Given
        await withInjectedValues {
            $0.usersRepository = FailingUsersRepository()
        } operation: {
            // When
            let module = UserRouter.start()

            // Then
            #expect(await eventually { module.view.error != nil })
            #expect(module.view.error == "failed")
            #expect(module.view.users.isEmpty)
        }
    }

    @Test(.timeLimit(.minutes(1))) func releasingTheViewReleasesTheWholeModule() async {
        // Given
        var module: ViperModule<UserViewController, UserInteractor, UserPresenter, UserRouter>? =
            withInjectedValues {
                $0.usersRepository = MockedUsersRepository(users: [User(name: "HAL")])
            } operation: {
                UserRouter.start()
            }
        weak let view = module?.view
        weak let presenter = module?.presenter
        weak let interactor = module?.interactor
        weak let router = module?.router
        #expect(view != nil && presenter != nil && interactor != nil && router != nil)
        #expect(await eventually { view?.users.isEmpty == false })

        // When: the only strong reference, the entry point, goes away.
        module = nil

        // Then
        #expect(view == nil)
        #expect(presenter == nil)
        #expect(interactor == nil)
        #expect(router == nil)
    }

    @Test func theModuleHoldsOnlyTheViewStrongly() {
        // Given
        let module = UserRouter.start()
        weak let presenter = module.presenter

        // When: the view lets its presenter go.
        module.view.presenter = nil

        // Then: nothing else kept the presenter, interactor and router alive.
        #expect(presenter == nil)
        #expect(module.presenter == nil)
        #expect(module.interactor == nil)
        #expect(module.router == nil)
    }
}

/// A presenter that fits the notes' view, interactor and router, but is not an `AnyPresenter`.
private final class StrayPresenter: ViperPresenter {
    weak var view: (any AnyView)?
    var interactor: (any AnyInteractor)?
    var router: (any AnyRouter)?
}

/// Parts that do not fit stop assembly at the caller's line, in every build configuration.
struct ViperModuleMismatchTests {
    @Test func aPartThatDoesNotFitNamesThePropertyBothTypesAndTheCaller() async {
        // Given / When
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                withOverrides { $0.usersRepository = MockedUsersRepository() } operation: {
                    _ = ViperModule.assemble(
                        view: UserViewController(),
                        interactor: UserInteractor(),
                        presenter: StrayPresenter(),
                        router: UserRouter()
                    )
                }
            }
        }

        // Then
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Trellis: cannot assemble the VIPER module: UserViewController.presenter holds"))
        #expect(output.contains("StrayPresenter is not one. Make StrayPresenter conform to AnyPresenter"))
        #expect(output.contains("TrellisNavigationTests/ViperModuleTests.swift:"))
        #expect(!output.contains("ViperModule.swift"))
    }
}
