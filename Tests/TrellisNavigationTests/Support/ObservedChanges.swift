import Observation

/// Counts the changes an observer sees, as SwiftUI does: it reads what `read` reads, and after
/// each change it reads again and waits for the next.
@MainActor
final class ObservedChanges {
    /// The changes seen so far.
    private(set) var count = 0

    private let read: @MainActor () -> Void

    /// Starts observing what `read` reads.
    init(of read: @escaping @MainActor () -> Void) {
        self.read = read
        observe()
    }

    private func observe() {
        withObservationTracking {
            read()
        } onChange: { [weak self] in
            // Called on the main actor, before the change, by the code that makes it.
            MainActor.assumeIsolated {
                guard let self else { return }
                self.count += 1
                self.observe()
            }
        }
    }
}
