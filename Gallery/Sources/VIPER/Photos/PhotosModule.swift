
/// One user's photos as a VIPER module.
enum PhotosModule {
    /// The notes' `EntryPoint`: the view a router shows, as its `AnyView` and a view controller.
    typealias EntryPoint = any EntryView & AnyView
}
