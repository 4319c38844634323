@testable import GalleryDomain
import Testing

/// What one task is handed by others, in order, resumed where it waits.
@Suite("A mailbox")
struct MailboxTests {
    @Test func handsItemsOverInTheOrderSentWhetherTheReaderWaitsOrNot() async {
        let mailbox = Mailbox<Int>()
        #expect(mailbox.send(1))
        #expect(mailbox.send(2))
        let reader = Task { () -> [Int] in
            var read: [Int] = []
            while let item = await mailbox.next() { read.append(item) }
            return read
        }
        for item in 3...100 { mailbox.send(item) }
        mailbox.finish()
        #expect(await reader.value == Array(1...100))
    }

    @Test func finishingHandsOverWhatWasSentThenNothingAndTakesNoMore() async {
        let mailbox = Mailbox<String>()
        mailbox.send("before")
        mailbox.finish()
        #expect(!mailbox.send("after"), "a finished mailbox takes nothing more")
        #expect(await mailbox.next() == "before")
        #expect(await mailbox.next() == nil)
        #expect(await mailbox.next() == nil)
    }

    @Test func aReaderWaitingWhenItFinishesGetsNil() async {
        let mailbox = Mailbox<Int>()
        let reader = Task { await mailbox.next() }
        // Let the reader start waiting, then finish under it.
        for _ in 0..<10 { await Task.yield() }
        mailbox.finish()
        #expect(await reader.value == nil)
    }
}
