import Testing
import Trellis
import TrellisTesting
@testable import NotesApp

/// The note detail module, assembled in one call, shows the note its interactor fetched.
@Suite struct ViperTests {
    @Test(.injecting(\.notesStore, InMemoryNotesStore([Note(id: 5, text: "Daisy, Daisy")])))
    @MainActor
    func theAssembledModuleShowsTheNote() {
        // When the module for note 5 is assembled
        let module = NoteDetailRouter.start(noteID: 5)
        // Then its view shows the note, and its parts know each other
        #expect(module.view.text == "Daisy, Daisy")
        #expect(module.presenter?.view === module.view)
        #expect(module.router?.entry === module.view)
        #expect(module.interactor?.presenter === module.presenter)
    }
}
