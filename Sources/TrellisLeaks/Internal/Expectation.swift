#if DEBUG
    /// One dismissed object the detector waits for, held weakly, with where and when it was
    /// dismissed and the timer that checks it at the end of its grace period.
    ///
    /// `@unchecked Sendable` because the object is never used through this reference: the
    /// detector only asks whether it still exists, which is safe from any thread.
    struct Expectation: @unchecked Sendable {
        weak var object: AnyObject?
        /// Which expectation this is, so a timer never checks a later one for the same address.
        let token: UInt64
        let typeName: String
        let fileID: StaticString
        let line: UInt
        /// The scope whose reset let go of the object, if a reset did, and where it was read.
        let resetScope: String?
        let handedOutAt: [String]
        /// When it was dismissed, on `clock`.
        let dismissedAt: Duration
        let clock: ElapsedClock
        /// The task that checks it when its grace period ends; cancelled once it is checked.
        var timer: Task<Void, Never>?

        /// The report for the object, or `nil` if it is gone.
        func report() -> LeakReport? {
            guard object != nil else { return nil }
            return LeakReport(
                typeName: typeName,
                fileID: "\(fileID)",
                line: line,
                livedPastDismissal: clock.now() - dismissedAt,
                resetScope: resetScope,
                handedOutAt: handedOutAt
            )
        }
    }
#endif
