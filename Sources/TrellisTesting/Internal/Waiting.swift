/// How long the test kit's expectations wait, by default, for work still on its way.
@usableFromInline
enum Waiting {
    /// A bound for work that never comes, never a delay a passing test sees: an expectation
    /// returns as soon as what it waits for arrives. Long enough for work that must first reach
    /// a main actor or a cooperative pool that other tests running in parallel keep busy.
    @usableFromInline static let defaultTimeout: Duration = .seconds(10)
}
