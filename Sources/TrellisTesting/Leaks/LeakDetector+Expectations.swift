public import TrellisLeaks

extension LeakDetector {
    /// Expects every object dismissed so far to be gone, and fails the test with one message
    /// naming each survivor otherwise — its type, and the line that dismissed it.
    ///
    /// ```swift
    /// @Test @MainActor func theListIsReleasedWhenItCloses() async {
    ///     let detector = LeakDetector()
    ///     let coordinator = ExampleCoordinator(navigator: StackNavigator<AppRoute>())
    ///     LeakDetector.$current.withValue(detector) {
    ///         coordinator.showList(ExampleListModel(name: "Favourites")).close()
    ///     }
    ///     await detector.expectNoReports()
    /// }
    /// ```
    ///
    /// It does not wait for the grace period: it first lets pending work run — a bounded
    /// number of yields to the main actor and to other tasks, no sleeping, stopping as soon as
    /// every dismissed object is gone — then ends every grace period with `checkNow()`.
    /// Every report counts, those the detector made earlier at the end of a grace period too.
    /// In a release build the detector watches nothing, so this always passes.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file, where a failure is reported; leave the default.
    ///   - filePath: The caller's full path, for XCTest and Xcode; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    public func expectNoReports(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        var round = 0
        while await aliveCount > 0, round < LeakTracker.drainRounds {
            await MainActor.run {}
            await Task.yield()
            round += 1
        }
        await checkNow()
        let reports = reports
        guard !reports.isEmpty else { return }
        recordFailure(Self.message(for: reports), at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// One line per survivor, under a line that says how many and the usual cause.
    static func message(for reports: [LeakReport]) -> String {
        let count = reports.count == 1 ? "1 dismissed object is" : "\(reports.count) dismissed objects are"
        let lines = reports.map { report in
            let file = report.fileID.split(separator: "/").last.map(String.init) ?? report.fileID
            return "- \(report.typeName), dismissed at \(file):\(report.line)"
        }
        return ([
            """
            \(count) still alive; something still holds them, often a reference cycle (a closure \
            that captures them strongly, or a back reference not declared `weak`):
            """,
        ] + lines).joined(separator: "\n")
    }
}
