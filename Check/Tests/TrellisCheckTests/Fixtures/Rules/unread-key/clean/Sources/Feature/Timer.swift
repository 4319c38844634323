import Trellis

final class Timer {
    @Injected(\.clock) private var clock: any Clock
}
