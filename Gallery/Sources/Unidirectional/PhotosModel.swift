import GalleryDomain
import LiveScreens
import Observation
import Trellis

/// One user's photo grid: loaded once, when the screen appears.
@Observable
@MainActor
final class PhotosModel: ScreenModel {
    struct State: Equatable {
        var grid: PhotoGrid?
    }

    enum Action {
        case appeared
    }

    private(set) var state = State()
    private let userID: User.ID
    @ObservationIgnored @Injected(\.usersRepository) private var usersRepository: any UsersRepository
    @ObservationIgnored @Injected(\.photosRepository) private var photosRepository: any PhotosRepository

    init(userID: User.ID) {
        self.userID = userID
    }

    static var appeared: Action { .appeared }

    static func action(for _: ScreenEvent) -> Action? { nil }

    func send(_ action: Action) async throws {
        switch action {
        case .appeared:
            let user = try await usersRepository.getUser(userID)
            state.grid = PhotoGrid(user: user, photos: try await photosRepository.getPhotos(of: userID))
        }
    }

    static func draw(_ state: State, on page: LivePage) {
        if let grid = state.grid { page.render(grid) }
    }
}
