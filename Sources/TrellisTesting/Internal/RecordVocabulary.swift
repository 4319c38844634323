/// How failure messages name what a ``RecordLog`` holds: "render" and "the view" for a
/// ``RenderRecorder``, "call" and "the spy" for an ``ActionSpy``.
struct RecordVocabulary: Sendable {
    /// One value: `"render"`, `"call"`.
    let singular: String
    /// Several: `"renders"`, `"calls"`.
    let plural: String
    /// What the values belong to, after the noun: `"of BannerRenderable"`, `"to LikePhoto"`.
    let subject: String
    /// Who received them: `"the view"`, `"the spy"`.
    let holder: String
    /// What to check when nothing was received at all, added to the message then: for a
    /// holder that only receives where it was installed, how to install it.
    var whenNoneReceived: String? = nil

    /// `"1 render"`, `"3 renders"`.
    func count(_ number: Int) -> String {
        number == 1 ? "1 \(singular)" : "\(number) \(plural)"
    }
}
