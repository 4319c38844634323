// The spellings the spy had before it shared the recorder's vocabulary.

extension ActionSpy {
    /// Renamed ``calls``, as ``RenderRecorder`` has `renders`.
    @available(*, deprecated, renamed: "calls")
    public var inputs: [A.Input] {
        calls
    }
}
