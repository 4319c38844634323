// Runs the compiler or a built program as a child process (Foundation's `Process`), which
// iOS, tvOS, watchOS and visionOS do not have: compiled where tests can start processes.
#if os(macOS) || os(Linux)

import Foundation
import Testing

/// The "Coming from the articles" tables of docs/Patterns.md: what they show as Trellis code
/// compiles, and every piece of code in its Trellis column is in that compiled file, as written
/// there.
@Suite struct ComingFromTheArticlesTests {
    @Test func theTrellisColumnCompilesWithoutAWarning() async throws {
        #expect(try await typecheck(Self.trellisColumn).map(\.description) == [])
    }

    @Test func everyTrellisSpellingInTheTableIsTheCompiledOne() throws {
        let rows = try Self.tableRows()
        #expect(rows.count >= 20, "The table was not found in docs/Patterns.md")
        for row in rows {
            // A row whose Trellis column reads "the same" claims the article's spelling compiles.
            let spellings = codeSpans(in: row.trellis) + (row.trellis.hasPrefix("the same") ? codeSpans(in: row.article) : [])
            #expect(!spellings.isEmpty, "No code in the row for \(row.article)")
            for spelling in spellings {
                #expect(
                    try Self.trellisColumn.contains(pattern(for: spelling)),
                    "docs/Patterns.md shows `\(spelling)`, which is not in the compiled Trellis column"
                )
            }
        }
    }

    // MARK: - The table

    private struct Row {
        /// The article's spelling, from the first column.
        let article: String
        let trellis: String
    }

    /// The rows of the tables in docs/Patterns.md's "Coming from the articles" section, without
    /// their headers (whose second cell is "Trellis").
    private static func tableRows() throws -> [Row] {
        let text = try packageText("docs/Patterns.md")
        guard let start = text.range(of: "## Coming from the articles") else { return [] }
        let section = text[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| ") else { return nil }
            let cells = line.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false)
            guard cells.count == 3, cells[1].trimmingCharacters(in: .whitespaces) != "Trellis" else { return nil }
            return Row(
                article: cells[0].trimmingCharacters(in: .whitespaces),
                trellis: cells[1].trimmingCharacters(in: .whitespaces)
            )
        }
    }

    /// The `code` in a cell.
    private func codeSpans(in cell: String) -> [String] {
        cell.matches(of: /`([^`]+)`/).map { String($0.1) }
    }

    /// Matches `spelling` in source code: `…` stands for anything, `; ` for a line break, and a
    /// space for any whitespace.
    private func pattern(for spelling: String) throws -> Regex<AnyRegexOutput> {
        let pattern = spelling.split(separator: " ")
            .map { NSRegularExpression.escapedPattern(for: String($0)) }
            .joined(separator: "\\s+")
            .replacingOccurrences(of: "…", with: "[\\s\\S]*?")
            .replacingOccurrences(of: ";\\s+", with: "(?:;\\s*|\\s+)")
        return try Regex(pattern)
    }

    // MARK: - The Trellis column, as an app would write it

    private static let trellisColumn = #"""
        import Trellis

        // MARK: Dependency injection

        struct User: Sendable {
            let name: String
        }

        protocol AnyUsersRepository: Sendable {
            func getUsers(_ result: @escaping @Sendable (Result<[User], any Error>) -> Void)
        }

        final class UsersRepository: AnyUsersRepository {
            func getUsers(_ result: @escaping @Sendable (Result<[User], any Error>) -> Void) {
                result(.success([User(name: "Frank")]))
            }
        }

        final class MockedUsersRepository: AnyUsersRepository {
            func getUsers(_ result: @escaping @Sendable (Result<[User], any Error>) -> Void) {
                result(.success([User(name: "Dave")]))
            }
        }

        private struct UsersRepositoryKey: InjectionKey {
            static let defaultValue: any AnyUsersRepository = UsersRepository()
        }

        extension InjectedValues {
            var usersRepository: any AnyUsersRepository {
                get { Self[UsersRepositoryKey.self] }
                set { Self[UsersRepositoryKey.self] = newValue }
            }
        }

        final class UsersService: Sendable {
            let usersRepository = InjectedValues[\.usersRepository]
        }

        @MainActor func replaceTheRepository() {
            InjectedValues[\.usersRepository] = MockedUsersRepository()
            UsersRepositoryKey.currentValue = MockedUsersRepository()
            withInjectedValues { $0.usersRepository = MockedUsersRepository() } operation: {
                let interactor = UserInteractor()
                interactor.usersRepository = UsersRepository()
            }
        }

        // MARK: Plug

        struct Photo: Sendable {
            var identifier = 0
        }

        enum LikePhoto: AsyncAction { typealias Input = Photo }

        struct MyLikePhoto: AsyncPerforming {
            func perform(_ input: Photo) async throws { print("/photos/\(input.identifier)/like") }
        }

        enum CountLikes: SyncAction {
            typealias Input = Photo
            typealias Output = Int
        }

        struct StoredCountLikes: SyncPerforming {
            func perform(_ input: Photo) -> Int { 0 }
        }

        func plugAtStartUp() {
            Actions.plug(LikePhoto.self, to: MyLikePhoto())
            LikePhoto.self <~ MyLikePhoto()
            Actions.plug(LikePhoto.self, factory: { MyLikePhoto() })
            Actions.plug(CountLikes.self, to: StoredCountLikes())
            InjectedValues.install { $0.plug(LikePhoto.self, to: MyLikePhoto()) }
        }

        func likeInATest() async throws {
            try await withOverrides { $0.plug(LikePhoto.self, to: MyLikePhoto()) } operation: {
                try await Photo().like()
            }
        }

        extension Photo {
            func like() async throws { try await action(LikePhoto.self, self) }
        }

        func didTapLike(_ photo: Photo) async throws {
            try await action(LikePhoto.self, Photo())
            try await LikePhoto.perform(Photo())
            try await photo.like()
        }

        // MARK: Super Simple Architecture

        struct BannerRenderable: Renderable {
            let message: String
        }

        extension BannerRenderable {
            init(what: String) {
                message = "Only 🍎 has \(what)"
            }
        }

        protocol BannerRendering: Rendering<BannerRenderable> {}

        @MainActor protocol PodBayDoorsInteracting: AnyObject {
            func use(_ banner: any BannerRendering)
            func didTapMainButton()
        }

        final class PodBayDoorsInteraction {
            private var banner = WeakRendering<BannerRenderable>()
        }

        extension PodBayDoorsInteraction: PodBayDoorsInteracting {
            func didTapMainButton() {
                banner.render(BannerRenderable(what: "courage"))
            }

            func use(_ banner: any BannerRendering) {
                self.banner.use(banner)
            }
        }

        // MARK: Clean Architecture

        struct MyViewModel {
            var userName = String()
        }

        final class MyPresenter: Presenter {
            let viewModels = ViewModels()

            func newUser(name: String) {
                var viewModel = MyViewModel()
                viewModel.userName = name
                update(viewModel:viewModel)
            }
        }

        @MainActor final class MyView {
            let presenter = MyPresenter()
            var title: String?

            func listenToUpdates() {
                presenter.viewModel { [weak self] (viewModel:MyViewModel) in
                    self?.title = viewModel.userName
                }
            }
        }

        // MARK: Coordinators

        enum AppRoute {
            case example
            case list(String)
        }

        final class ExampleCoordinator: Coordinator {
            let children = CoordinatorChildren()
            let navigator: any Navigator<AppRoute>

            init(navigator: any Navigator<AppRoute>) { self.navigator = navigator }
            func start() { navigator.push(.example) }
            func showList(_ list: String) { startChild(ListCoordinator(navigator: navigator, list: list)) }
        }

        final class ListCoordinator: Coordinator {
            let children = CoordinatorChildren()
            let navigator: any Navigator<AppRoute>
            let list: String

            init(navigator: any Navigator<AppRoute>, list: String) {
                self.navigator = navigator
                self.list = list
            }

            func start() { navigator.push(.list(list)) }
        }

        // MARK: VIPER

        protocol AnyView: ViperView {
            func update(with users: [User])
            func update(with error: String)
        }

        protocol AnyInteractor: ViperInteractor {
            func getUsers()
        }

        protocol AnyPresenter: ViperPresenter {
            func interactorDidFetchUsers(with result: Result<[User], any Error>)
        }

        protocol AnyRouter: ViperRouter {}

        final class UserViewController: AnyView {
            var presenter: (any AnyPresenter)?
            private(set) var users: [User] = []

            func update(with users: [User]) { self.users = users }
            func update(with error: String) {}
        }

        final class UserInteractor: AnyInteractor {
            @Injected(\.usersRepository) var usersRepository: any AnyUsersRepository
            weak var presenter: (any AnyPresenter)?

            func getUsers() {
                usersRepository.getUsers { [weak self] result in
                    Task { @MainActor in self?.presenter?.interactorDidFetchUsers(with: result) }
                }
            }
        }

        final class UserPresenter: AnyPresenter {
            weak var view: (any AnyView)?
            var router: (any AnyRouter)?
            var interactor: (any AnyInteractor)? {
                didSet { interactor?.getUsers() }
            }

            func interactorDidFetchUsers(with result: Result<[User], any Error>) {
                switch result {
                case let .success(users): view?.update(with: users)
                case let .failure(error): view?.update(with: String(describing: error))
                }
            }
        }

        final class UserRouter: AnyRouter {
            weak var entry: (any AnyView)?
            weak var presenter: (any AnyPresenter)?

            static func start() -> ViperModule<UserViewController, UserInteractor, UserPresenter, UserRouter> {
                .assemble(view: UserViewController(), interactor: UserInteractor(), presenter: UserPresenter(), router: UserRouter())
            }
        }
        """#
}

#endif
