import Testing
import TrellisInjection

/// Stands for a dependency that reaches the outside world, and declares nothing for tests.
private protocol Mailer: Sendable {
    var name: String { get }
}

private struct NamedMailer: Mailer {
    let name: String
}

private enum LiveMailerKey: InjectionKey {
    static let defaultValue: any Mailer = NamedMailer(name: "live")
}

private enum DoubledMailerKey: InjectionKey {
    static let defaultValue: any Mailer = NamedMailer(name: "live")
    static var testValue: any Mailer { NamedMailer(name: "test double") }
}

private enum OptionalMailerKey: InjectionKey {
    static let defaultValue: (any Mailer)? = NamedMailer(name: "live")
}

private enum UnimplementedMailerKey: InjectionKey {
    static let defaultValue: any Mailer = NamedMailer(name: "live")
    static var testValue: any Mailer { unimplemented(NamedMailer(name: "placeholder")) }
}

private enum SessionKey: RequiredInjectionKey {
    typealias Value = String
    static var testValue: String { "test session" }
}

extension InjectedValues {
    fileprivate var liveMailer: any Mailer {
        get { Self[LiveMailerKey.self] }
        set { Self[LiveMailerKey.self] = newValue }
    }

    fileprivate var optionalMailer: (any Mailer)? {
        get { Self[OptionalMailerKey.self] }
        set { Self[OptionalMailerKey.self] = newValue }
    }
}

/// A test never runs on a live dependency by accident: a read of a key nothing overrides
/// gives the key's test value, and fails the test when the key declares none.
@Suite struct TestValueTests {
    @Test func aReadOfAKeyWithNoTestValueStopsBeforeTheLiveValueRunsNamingTheKeyTheLineAndTheFix() async {
        // Given a key whose value no test may run on and for which the kit can make nothing else
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            // When a test reads it without naming it
            _ = InjectedValues[LiveMailerKey.self].name
            Issue.record("the read handed out a value")
        }

        // Then it stops, naming the line, the key, and the fix, and no live value ever ran
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("TestValueTests.swift:"))
        // (An exit test's body runs with no current test, as a detached task does.)
        #expect(output.contains("read TrellisInjectionTests.LiveMailerKey (Mailer), which it does not override."))
        #expect(output.contains("A test never runs on the live value"))
        #expect(output.contains("`@Test(.injecting { $0[TrellisInjectionTests.LiveMailerKey.self] = <test double> })`"))
        #expect(output.contains("static var testValue"))
    }

    @Test func anOptionalKeyWithNoTestValueFailsTheTestAndHandsNil() {
        var mailer: (any Mailer)? = NamedMailer(name: "untouched")
        let line = #line + 2
        withKnownIssue {
            mailer = InjectedValues[OptionalMailerKey.self]
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.contains { $0.rawValue.contains("The test read TrellisInjectionTests.OptionalMailerKey") }
        }
        #expect(mailer == nil)
    }

    @Test func aReadThroughAPropertyOrInjectedNamesTheReadersLine() {
        let line = #line + 2
        withKnownIssue {
            @Injected(\.optionalMailer) var mailer: (any Mailer)?
            _ = mailer
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "TestValueTests.swift"
        }
    }

    @Test func everyReadIsChecked() {
        // A default made once is not remembered in a test process: each test's read is judged.
        withKnownIssue {
            _ = InjectedValues[OptionalMailerKey.self]
            _ = InjectedValues[OptionalMailerKey.self]
        } matching: { _ in true }
        withOverrides { $0.liveMailer = NamedMailer(name: "mock") } operation: {
            #expect(InjectedValues[\.liveMailer].name == "mock")
        }
    }

    @Test func aKeysTestValueIsWhatEveryTestThatDoesNotOverrideItReads() {
        #expect(InjectedValues[DoubledMailerKey.self].name == "test double")
    }

    @Test func anOverrideWinsOverTheTestValue() {
        withOverrides { $0[DoubledMailerKey.self] = NamedMailer(name: "mock") } operation: {
            #expect(InjectedValues[DoubledMailerKey.self].name == "mock")
        }
    }

    @Test func anUnimplementedKeyFailsAndHandsThePlaceholder() {
        var name = ""
        withKnownIssue {
            name = InjectedValues[UnimplementedMailerKey.self].name
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("The test read TrellisInjectionTests.UnimplementedMailerKey") }
        }
        #expect(name == "placeholder")
    }

    @Test func aRequiredKeyGivesItsTestValue() {
        #expect(InjectedValues[SessionKey.self] == "test session")
    }

    @Test func aTaskTheTestStartsIsChecked() async {
        await withKnownIssue {
            _ = await Task { InjectedValues[OptionalMailerKey.self] }.value
        } matching: { _ in true }
    }
}
