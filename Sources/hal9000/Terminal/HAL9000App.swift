import PodBayDoors

/// Plays the pod bay doors scene in the terminal.
///
/// Press return to press the main button, type `quit` to leave. With no terminal attached
/// (a pipe, CI), it plays the scene once and exits.
@main
struct HAL9000App {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.contains("--help") || arguments.contains("-h") {
            print("""
                usage: hal9000 [--open]
                  Plays Super Simple Architecture's pod bay doors example.
                  --open   a HAL that obeys, to see the other branch
                """)
            return
        }
        let killDave = !arguments.contains("--open")
        MainActor.assumeIsolated { play(killDave: killDave) }
    }

    @MainActor
    static func play(killDave: Bool) {
        let screen = HAL9000Assembler(killDave: killDave) { TerminalBannerView() }.assemble()
        print("Dave: Open the pod bay doors, HAL.   [press return, or type quit]")
        var pressed = false
        while let line = readLine(strippingNewline: true) {
            if line == "quit" || line == "q" { return }
            screen.didTapMainButton()
            pressed = true
            print("Dave: Open the pod bay doors, HAL.   [press return, or type quit]")
        }
        // No input at all (closed or empty pipe): press the button once so the scene is seen.
        if !pressed { screen.didTapMainButton() }
    }
}
