/// The Clean Architecture framework's view model, without UIKit types.
struct MyViewModel: Sendable, Equatable {
    var userName = String()
    var buttonEnabled = false
}

/// A second view model of the same presenter.
struct ToolbarViewModel: Sendable, Equatable {
    var title = String()
}

/// A view model whose two fields must always agree; a torn value would break `a == b`.
struct PairViewModel: Sendable, Equatable {
    var a: Int
    var b: Int

    init(_ value: Int) {
        a = value
        b = value
    }
}
