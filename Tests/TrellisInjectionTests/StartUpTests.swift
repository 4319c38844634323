import Testing
import TrellisInjection

/// Keys of this file only: the start-ups here install for the process.
private enum DatabaseNameKey: InjectionKey {
    static let defaultValue = "none"
    static var testValue: String { defaultValue }
}

private enum ConfigurationKey: InjectionKey {
    static let defaultValue = "built in"
    static var testValue: String { defaultValue }
}

private enum AccountKey: RequiredInjectionKey {
    typealias Value = String
}

extension InjectedValues {
    fileprivate var databaseName: String {
        get { Self[DatabaseNameKey.self] }
        set { Self[DatabaseNameKey.self] = newValue }
    }
}

/// Made inside a start-up: its `@Injected` read sees what the start-up wrote before it.
private struct Catalogue: Sendable {
    @Injected(\.databaseName) var databaseName
}

private struct KeychainLocked: Error {}

/// `InjectedValues.install` awaiting what it installs: one issue, "A start-up that can wait".
@Suite(.serialized) struct StartUpTests {
    @Test func anAsynchronousStartUpInstallsEverythingWhenItFinishes() async throws {
        let opened = Gate(count: 2)
        let release = Gate(count: 2)
        let startUp = Task {
            try await InjectedValues.install { app in
                app.databaseName = "notes.sqlite"
                await opened.arrive()
                await release.arrive()
                app[ConfigurationKey.self] = "fetched"
                // The start-up's own reads, and what it makes, see its earlier writes.
                #expect(app.databaseName == "notes.sqlite")
                #expect(Catalogue().databaseName == "notes.sqlite")
                let child = await Task { InjectedValues[\.databaseName] }.value
                #expect(child == "notes.sqlite")
            }
        }
        await opened.arrive()
        // Halfway through, every other task reads the process as it was.
        #expect(await Task.detached { InjectedValues[\.databaseName] }.value == "none")
        #expect(!InjectedValues.hasInstalledValue(for: DatabaseNameKey.self))
        await release.arrive()
        try await startUp.value
        #expect(await Task.detached { InjectedValues[\.databaseName] }.value == "notes.sqlite")
        #expect(await Task.detached { InjectedValues[ConfigurationKey.self] }.value == "fetched")
    }

    @Test func aStartUpThatFailsInstallsNothingAndSaysWhere() async {
        let line = #line + 2
        do throws(StartUpFailure) {
            try await InjectedValues.install { app in
                app[ConfigurationKey.self] = "half fetched"
                app[AccountKey.self] = "dave"
                await Task.yield()  // an asynchronous start-up: one without `await` is the synchronous one
                throw KeychainLocked()
            }
            Issue.record("the start-up did not throw")
        } catch {
            // `error` is typed: the start-up's own error, where it was called, what was dropped.
            #expect(error.underlying is KeychainLocked)
            #expect(error.fileID == "TrellisInjectionTests/StartUpTests.swift")
            #expect(error.line == UInt(line))
            #expect(error.discardedWrites == 2)
            #expect(error.description.contains("None of the 2 value(s) and plug(s) it had written was installed"))
        }
        #expect(InjectedValues[ConfigurationKey.self] != "half fetched")
        #expect(!InjectedValues.hasInstalledValue(for: AccountKey.self))
    }

    @Test func aRequiredKeyReadBeforeTheStartUpFinishedStopsSayingWhy() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let started = Gate(count: 2)
            Task {
                try await InjectedValues.install { app in
                    await started.arrive()
                    try await Task.sleep(for: .seconds(60))
                    app[AccountKey.self] = "dave"
                }
            }
            await started.arrive()
            _ = await Task.detached { InjectedValues[AccountKey.self] }.value
        }
        let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(output.contains("AccountKey (a RequiredInjectionKey of type String) was read before the start-up at TrellisInjectionTests/StartUpTests.swift:"))
        #expect(output.contains("Start this work after `try await InjectedValues.install(…)` returns"))
    }

    @Test func aRequiredKeyReadAfterTheStartUpFailedStopsNamingTheFailure() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try? await InjectedValues.install { app in
                app[AccountKey.self] = "dave"
                await Task.yield()
                throw KeychainLocked()
            }
            _ = InjectedValues[AccountKey.self]
        }
        let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(output.contains("failed (KeychainLocked()) and installed nothing"))
        #expect(output.contains("StartUpTests.swift:"))
    }
}
