import Gallery
import GalleryDomain
import GallerySQLite
import LiveScreens
import Testing
import Trellis

/// The observer behind the "What just happened" panel records the calls of a click — each
/// with its caller, its outcome and its duration — and nothing before or after it.
@Suite("Action trace")
struct ActionTraceTests {
    struct Overheated: ShownError {
        var description: String { "The pod is too hot." }
    }

    /// A library's error, whose text names the server it could not reach.
    struct Unreachable: Error, CustomStringConvertible {
        var description: String { "cannot reach postgres://gallery@10.0.0.5:5432/gallery" }
    }

    enum ReadTemperature: SyncAction {
        typealias Output = Int
    }

    enum LaunchPod: AsyncAction {}

    enum Beep: SyncAction {}

    @Test func recordsTheCallsOfAClickOnlyWithHowEachEnded() async throws {
        let trace = ActionTrace()
        try await withOverrides {
            $0.observeActions(trace)
            $0.plug(ReadTemperature.self) { 451 }
            $0.plug(LaunchPod.self) { throw Overheated() }
            $0.plug(Beep.self) {}
        } operation: {
            _ = try action(ReadTemperature.self)
            trace.begin()
            _ = try action(ReadTemperature.self)
            await #expect(throws: Overheated.self) { try await action(LaunchPod.self) }
            try action(Beep.self)
            let calls = trace.end()
            _ = try action(ReadTemperature.self)

            #expect(calls.map(\.action) == ["ReadTemperature", "LaunchPod", "Beep"])
            #expect(calls.map(\.outcome) == ["returned Int", "threw Overheated: The pod is too hot.", "returned"])
            #expect(calls.map(\.failed) == [false, true, false])
            #expect(calls.allSatisfy { $0.duration != nil })
            #expect(calls.allSatisfy { $0.caller.hasPrefix("ActionTraceTests.swift:") }, "\(calls.map(\.caller))")
            #expect(trace.end().isEmpty, "a click ends once")
        }
    }

    @Test func anErrorNotWrittenForPagesIsNamedByItsTypeAlone() async {
        let trace = ActionTrace()
        await withOverrides {
            $0.observeActions(trace)
            $0.plug(LaunchPod.self) { throw Unreachable() }
        } operation: {
            trace.begin()
            await #expect(throws: Unreachable.self) { try await action(LaunchPod.self) }
            let calls = trace.end()
            #expect(calls.map(\.outcome) == ["threw Unreachable"])
            #expect(calls.map(\.failed) == [true])
        }
    }

    @Test func recordsNothingOutsideItsScope() async throws {
        let trace = ActionTrace()
        try withOverrides { $0.plug(Beep.self) {} } operation: {
            trace.begin()
            try withOverrides { $0.observeActions(trace) } operation: {
                try action(Beep.self)
            }
            try action(Beep.self)
            #expect(trace.end().count == 1)
        }
    }
}
