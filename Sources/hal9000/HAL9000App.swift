import Trellis

/// Plays the pod bay doors scene in the terminal.
///
/// Type `open` (or press return) to press the main button, `quit` to leave. With no terminal
/// attached (a pipe, CI), it plays the scene once and exits.
@main
struct HAL9000App {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.contains("--help") || arguments.contains("-h") {
            print("""
                usage: hal9000 [--open]
                  Plays Super Simple Architecture's pod bay doors example.
                  --open   plug a HAL that obeys, to see the other branch
                """)
            return
        }
        OpenPodBayDoors.self <~ HAL9000(killDave: !arguments.contains("--open"))
        MainActor.assumeIsolated { play() }
    }

    @MainActor
    static func play() {
        let screen = HAL9000Assembler().assemble()
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
