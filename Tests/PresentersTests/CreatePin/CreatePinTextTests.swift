import Interactors
import Testing

@testable import Presenters

/// The words each route's new-PIN screen shows, written out once: the presenter tests use the text
/// constants, so a rewording breaks here and nowhere else.
@Suite("The words of each new-PIN screen")
struct CreatePinTextTests {
    @Test("a registration's new PIN")
    func registration() {
        let text = CreatePinText.registration

        #expect(text.title == "Create your PIN")
        #expect(text.cancelHint == "An empty line cancels the registration.")
        #expect(text.settingPin == "Registering this device…")
        #expect(text.flow == .registration)
        #expect(text.succeeded(ChallengeFixtures.session) == "Your PIN is set. Welcome, Lin Example.")
    }

    @Test("a PIN change's new PIN")
    func pinChange() {
        let text = CreatePinText.pinChange

        #expect(text.title == "Choose your new PIN")
        #expect(text.cancelHint == "An empty line cancels the PIN change.")
        #expect(text.settingPin == "Changing your PIN…")
        #expect(text.flow == .pinChange)
        #expect(text.succeeded(ChallengeFixtures.session) == "Your PIN is changed.")
    }

    @Test("the prompts and the mismatch both share")
    func shared() {
        #expect(CreatePinText.newPinPrompt == .secret("New PIN"))
        #expect(CreatePinText.confirmPrompt == .secret("Confirm PIN"))
        #expect(CreatePinText.mismatch == "The PINs do not match. Choose a new PIN.")
    }
}
