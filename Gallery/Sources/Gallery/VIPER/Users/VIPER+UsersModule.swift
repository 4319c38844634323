extension VIPER {
    /// The users list as a VIPER module: the seed's own example, `UserRouter.start()` and its
    /// `UserViewController`, `UserPresenter` and `UserInteractor`.
    enum UsersModule {
        /// The seed's `EntryPoint`: the view a router shows, as its `AnyView` and a view controller.
        typealias EntryPoint = any AnyView & ViewController
    }
}
