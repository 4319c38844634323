import ArticleExamples
import Synchronization
import Testing
import TrellisInjection
@testable import TrellisStorage

/// Keys of this file only: process-wide writes here touch nothing another test reads.
private enum CrewNameKey: InjectionKey {
    static let defaultValue = "HAL"
    /// A plain value, safe for every test to read.
    static var testValue: String { defaultValue }
}

private enum ShipKey: InjectionKey {
    static let defaultValue = "Discovery One"
    /// A plain value, safe for every test to read.
    static var testValue: String { defaultValue }
}

/// An ordinary key whose default counts how often it is made.
private enum CountedKey: InjectionKey {
    static let made = MadeCount()
    static var defaultValue: String {
        made.increment()
        return "made"
    }
}

/// A key whose value is an object, so a test can tell when the scopes holding it let it go.
private enum CrewKey: InjectionKey {
    static let defaultValue: (any AnyObject & Sendable)? = nil
    /// A plain value, safe for every test to read.
    static var testValue: (any AnyObject & Sendable)? { defaultValue }
}

private final class Crew: Sendable {}

private protocol Clock: Sendable {}
private struct MissionClock: Clock {}

/// A key only the app can provide.
private enum MissionClockKey: RequiredInjectionKey {
    typealias Value = any Clock
}

extension InjectedValues {
    fileprivate var crewName: String {
        get { Self[CrewNameKey.self] }
        set { Self[CrewNameKey.self] = newValue }
    }

    fileprivate var ship: String {
        get { Self[ShipKey.self] }
        set { Self[ShipKey.self] = newValue }
    }

    fileprivate var counted: String {
        get { Self[CountedKey.self] }
        set { Self[CountedKey.self] = newValue }
    }

    fileprivate var missionClock: any Clock {
        get { Self[MissionClockKey.self] }
        set { Self[MissionClockKey.self] = newValue }
    }
}

private final class MadeCount: Sendable {
    private let count = Mutex(0)
    func increment() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}

@Suite struct WithOverridesTests {
    // MARK: - Writes inside an update closure reach its scope only

    @Test func aKeyPathWriteInsideTheUpdateClosureStaysInTheScope() {
        let inside = withOverrides { _ in
            // The iOS Architecture Patterns notes' process-wide spelling
            InjectedValues[\.crewName] = "SAL"
        } operation: {
            InjectedValues[\.crewName]
        }
        #expect(inside == "SAL")
        #expect(InjectedValues[\.crewName] == "HAL")   // nothing leaked into the process
    }

    @Test func aKeySubscriptWriteInsideTheUpdateClosureStaysInTheScope() {
        let inside = withOverrides { _ in
            InjectedValues[ShipKey.self] = "Leonov"
        } operation: {
            InjectedValues[\.ship]
        }
        #expect(inside == "Leonov")
        #expect(InjectedValues[\.ship] == "Discovery One")
    }

    @Test func installingForTheProcessInsideAnUpdateClosureStops() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            withOverrides { _ in
                InjectedValues.install { $0.crewName = "SAL" }
            } operation: {}
        }.map { String(decoding: $0.standardErrorContent, as: UTF8.self) }.map { output in
            #expect(output.contains("InjectedValues.install was called while an update closure"))
            #expect(output.contains("TrellisInjectionTests/WithOverridesTests.swift:"))
        }
    }

    // MARK: - One scope, however many writes

    @Test func aScopeLetsItsValuesGoWhenItEnds() {
        // Given values written by a scope, an inner scope and a scope that wrote one key twice
        weak var first: Crew?
        weak var replaced: Crew?
        weak var inner: Crew?
        withOverrides {
            let crew = Crew()
            first = crew
            $0[CrewKey.self] = crew
        } operation: {
            withOverrides {
                let crew = Crew()
                inner = crew
                let overwritten = Crew()
                replaced = overwritten
                $0[CrewKey.self] = overwritten
                $0[CrewKey.self] = crew
            } operation: {
                #expect(InjectedValues[CrewKey.self] === inner)
            }
            // Then the inner scope's values are gone once it ends, the outer one's still read
            #expect(inner == nil)
            #expect(replaced == nil)
            #expect(InjectedValues[CrewKey.self] === first)
        }
        // And the outer scope's once it ends
        #expect(first == nil)
        #expect(InjectedValues[CrewKey.self] == nil)
    }

    @Test func aKeyWrittenManyTimesKeepsOneEntry() {
        let entries = withOverrides { values in
            for round in 0..<10_000 { values.crewName = "SAL \(round)" }
            values.ship = "Leonov"
        } operation: {
            (Storage.scope.get()?.entryCount, InjectedValues[\.crewName])
        }
        #expect(entries.0 == 2)
        #expect(entries.1 == "SAL 9999")
    }

    @Test func readsInsideTheUpdateClosureSeeEarlierWrites() {
        withOverrides {
            $0.crewName = "SAL"
            #expect($0.crewName == "SAL")
            #expect(InjectedValues[\.crewName] == "SAL")
        } operation: {}
    }

    // MARK: - Installing never reads

    @Test func installingARequiredKeyThroughItsKeyPathNeverReadsIt() {
        // Before the change, the key-path setter read the key first, and a required key with
        // nothing installed stopped the process here.
        let clock = withOverrides { _ in
            InjectedValues[\.missionClock] = MissionClock()
        } operation: {
            InjectedValues[\.missionClock]
        }
        #expect(clock is MissionClock)
    }

    @Test func installingAnOrdinaryKeyThroughItsKeyPathNeverMakesItsDefault() {
        let before = CountedKey.made.value
        let read = withOverrides { _ in
            InjectedValues[\.counted] = "installed"
        } operation: {
            InjectedValues[\.counted]
        }
        #expect(read == "installed")
        #expect(CountedKey.made.value == before)
    }

    // MARK: - One start-up function for the app and its tests

    @Test func oneConfigureFunctionServesAScopeAndTheProcess() {
        func configure(_ app: inout InjectedValues) {
            app.crewName = "Dave"
            app.ship = "Discovery " + app.crewName   // reads see what was set before them
        }
        let scoped = withOverrides(configure) { (InjectedValues[\.crewName], InjectedValues[\.ship]) }
        #expect(scoped == ("Dave", "Discovery Dave"))
        #expect(InjectedValues[\.crewName] == "HAL")
    }
}

/// Process-wide installs, serialised: they write keys no other suite reads.
@Suite(.serialized) struct InstallTests {
    private enum PodKey: InjectionKey {
        static let defaultValue = "closed"
    }

    @Test func installSetsValuesForTheWholeProcess() async {
        InjectedValues.install { $0[PodKey.self] = "open" }
        #expect(InjectedValues[PodKey.self] == "open")
        let fromAnotherTask = await Task.detached { InjectedValues[PodKey.self] }.value
        #expect(fromAnotherTask == "open")
    }
}
