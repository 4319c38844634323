/// The {{name}} view: shows what its controller hands it, and reads nothing itself.
@MainActor
final class {{Name}}View {
    private let show: @MainActor (String) -> Void

    init(show: @escaping @MainActor (String) -> Void) {
        self.show = show
    }

    func display(_ message: String) {
        show(message)
    }
}
