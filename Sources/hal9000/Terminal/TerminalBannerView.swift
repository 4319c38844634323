import PodBayDoors

/// A banner drawn on the terminal: the view has no state, it only answers "how do I look?".
final class TerminalBannerView: BannerRendering {
    private let write: (String) -> Void

    init(write: @escaping (String) -> Void = { print($0) }) {
        self.write = write
    }

    func render(_ renderable: BannerRenderable) {
        let width = renderable.message.count + 4
        write("┌" + String(repeating: "─", count: width - 2) + "┐")
        write("│ \(renderable.message) │")
        write("└" + String(repeating: "─", count: width - 2) + "┘")
    }
}
