
/// The users list as a VIPER module: the notes' own example, `UserRouter.start()` and its
/// `UserViewController`, `UserPresenter` and `UserInteractor`.
enum UsersModule {
    /// The notes' `EntryPoint`: the view a router shows, as its `AnyView` and a view controller.
    typealias EntryPoint = any EntryView & AnyView
}
