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
}

/// A test never runs on a live dependency by accident: a read of a key nothing overrides
/// gives the key's test value, and fails the test when the key declares none.
@Suite struct TestValueTests {
    @Test func aReadOfAKeyWithNoTestValueFailsTheTestNamingTheKeyTheLineAndTheFix() {
        var name = ""
        let line = #line + 2
        withKnownIssue {
            name = InjectedValues[LiveMailerKey.self].name
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("TrellisInjectionTests/TestValueTests.swift:\(line): The test read TrellisInjectionTests.LiveMailerKey (Mailer)")
                && text.contains("`@Test(.injecting { $0[TrellisInjectionTests.LiveMailerKey.self] = <test double> })`")
                && text.contains("static var testValue")
                && issue.sourceLocation?.line == line
        }
        // The test goes on with the live value, to report its other failures.
        #expect(name == "live")
    }

    @Test func aReadThroughAPropertyOrInjectedNamesTheReadersLine() {
        let line = #line + 2
        withKnownIssue {
            @Injected(\.liveMailer) var mailer: any Mailer
            _ = mailer
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "TestValueTests.swift"
        }
    }

    @Test func everyReadIsChecked() {
        // A default made once is not remembered in a test process: each test's read is judged.
        withKnownIssue {
            _ = InjectedValues[LiveMailerKey.self]
            _ = InjectedValues[LiveMailerKey.self]
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
            _ = await Task { InjectedValues[LiveMailerKey.self] }.value
        } matching: { _ in true }
    }
}
