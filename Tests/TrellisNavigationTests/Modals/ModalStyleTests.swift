import Testing
import TrellisNavigation

struct ModalStyleTests {
    @Test func theStylesDiffer() {
        #expect(ModalStyle.sheet != .fullScreenCover)
        #expect(Set([ModalStyle.sheet, .fullScreenCover, .sheet]).count == 2)
    }

    @Test(arguments: [(ModalStyle.sheet, "sheet"), (.fullScreenCover, "fullScreenCover")])
    func aStyleDescribesItselfByName(_ style: ModalStyle, name: String) {
        #expect(style.description == name)
    }
}
