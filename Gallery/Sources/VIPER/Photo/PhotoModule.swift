
/// One photo, its likes and HAL's banner as a VIPER module.
enum PhotoModule {
    /// The notes' `EntryPoint`: the view a router shows, as its `AnyView` and a view controller.
    typealias EntryPoint = any EntryView & AnyView
}
