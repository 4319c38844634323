import ArticleExamples
import Testing
import TrellisInjection
import TrellisPlug

private enum RenamePhoto: SyncAction {
    typealias Input = String
    typealias Output = String
}

private enum WakeCrew: AsyncAction {}

/// A screen whose property is named `action`, as many are: it hides the free function.
private struct ShareButton {
    let action = "share"

    func title() throws -> String {
        // `action(RenamePhoto.self, …)` would not compile here: `action` is the property.
        try RenamePhoto.perform(action)
    }
}

@Suite struct ActionPerformTests {
    @Test func performCannotBeHiddenByALocalNamedAction() throws {
        let title = try withOverrides { $0.plug(RenamePhoto.self) { "\($0)!" } } operation: {
            try ShareButton().title()
        }
        #expect(title == "share!")
    }

    @Test func performAndThePlugArticlesSpellingRunTheSameImplementation() async throws {
        let server = PhotoServer()
        try await withOverrides { $0.plug(LikePhoto.self, to: MyLikePhoto(server: server)) } operation: {
            try await LikePhoto.perform(Photo(identifier: 1))
            try await action(LikePhoto.self, Photo(identifier: 2))
            try await Photo(identifier: 3).like()
        }
        #expect(await server.requests == ["/photos/1/like", "/photos/2/like", "/photos/3/like"])
    }

    @Test func performWithNoInput() async throws {
        let woken = Woken()
        try await withOverrides { $0.plug(WakeCrew.self) { await woken.wake() } } operation: {
            try await WakeCrew.perform()
        }
        #expect(await woken.count == 1)
    }

    @Test func anUnpluggedCallNamesTheCallersLine() async {
        let line = #line + 1
        await #expect { try await SharePhoto.perform(Photo(identifier: 1)) } throws: { error in
            (error as? ActionError)?.message.hasPrefix("TrellisPlugTests/ActionPerformTests.swift:\(line): ") == true
        }
    }
}

private actor Woken {
    var count = 0
    func wake() { count += 1 }
}
