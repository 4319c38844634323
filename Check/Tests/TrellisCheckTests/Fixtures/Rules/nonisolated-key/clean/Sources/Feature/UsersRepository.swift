import Trellis

nonisolated protocol UsersRepository: Sendable {
    func names() -> [String]
}

// Nonisolated without the word: it conforms to a nonisolated protocol that refines `Sendable`.
struct RemoteUsersRepository: UsersRepository {
    func names() -> [String] { ["Frank"] }
}

private enum UsersRepositoryKey: InjectionKey {
    static let defaultValue: any UsersRepository = RemoteUsersRepository()
}

nonisolated extension InjectedValues {
    var usersRepository: any UsersRepository {
        get { Self[UsersRepositoryKey.self] }
        set { Self[UsersRepositoryKey.self] = newValue }
    }
}

actor UsersSync {
    @Injected(\.usersRepository) var usersRepository: any UsersRepository

    func count() -> Int { usersRepository.names().count }
}
