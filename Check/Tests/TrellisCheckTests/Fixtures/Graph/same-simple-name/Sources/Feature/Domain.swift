import Trellis

public enum LikePhoto: AsyncAction {
    public typealias Input = Int
}

public struct UsersRepositoryKey: InjectionKey {
    public static let defaultValue = 0
}

/// Super Simple Architecture: a view renders, its interaction acts.
enum SuperSimple {}

/// Apple's MVC: the view controller reads the model and calls the use cases.
enum MVC {}
