import Interactors
import Testing

@testable import Presenters

/// The words each route's PIN screen shows, written out once: the presenter tests use the text
/// constants, so a rewording breaks here and nowhere else.
@Suite("The words of each PIN screen")
struct PinChallengeTextTests {

    @Test("a login's PIN screen")
    func login() {
        let text = PinChallengeText.login

        #expect(text.title == "Log in")
        #expect(text.flow == .login)
        #expect(text.checkingOther == "Checking…")
        #expect(
            text.pinIntroduction(ChallengeFixtures.pinRequest(), afterOther: false) == [
                "Enter your PIN (5 digits). An empty line cancels."
            ])
        #expect(
            text.pinIntroduction(ChallengeFixtures.pinRequest(failures: 2), afterOther: true) == [
                "Log in with your PIN instead (5 digits). An empty line cancels.",
                "1 attempt left before this profile is removed.",
            ])
        #expect(
            text.sensorInstructions
                == "Touch the sensor: type \"yes\" to be recognised, \"no\" to fail, \"pin\" to use the PIN.")
        #expect(text.sensorQuestion.refusal == "Please type \"yes\", \"no\" or \"pin\".")
    }

    @Test("a PIN change's current-PIN screen")
    func pinChange() {
        let text = PinChallengeText.pinChange

        #expect(text.title == "Change your PIN")
        #expect(text.flow == .pinChange)
        #expect(
            text.pinIntroduction(ChallengeFixtures.pinRequest(), afterOther: false) == [
                "Enter your current PIN (5 digits). An empty line cancels."
            ])
    }

    @Test("an authenticator registration's screen")
    func authenticatorRegistration() {
        let text = PinChallengeText.authenticatorRegistration

        #expect(text.title == "Register an authenticator")
        #expect(text.flow == .authenticatorRegistration)
        #expect(text.checkingOther == "Registering the authenticator…")
        #expect(
            text.pinIntroduction(ChallengeFixtures.pinRequest(), afterOther: false) == [
                "Enter your PIN (5 digits) to confirm it is you. An empty line cancels."
            ])
        #expect(
            text.sensorInstructions
                == "Touch the sensor: type \"yes\" to be recognised, \"no\" to fail. An empty line cancels.")
        #expect(text.sensorQuestion.refusal == "Please type \"yes\" or \"no\".")
        #expect(
            PinChallengeText.choosePassword == [
                "Choose the password of this authenticator; it is asked at login instead of the PIN.",
                "At least 8 characters, not only spaces. An empty line cancels.",
            ])
    }

    @Test(
        "the sentences every PIN check shares",
        arguments: [
            (
                PinChallengeText.wrongPinWithAttempts(
                    PinRequest(pinLength: 5, previousFailures: 1, maximumFailures: 3)),
                "Wrong PIN. 2 attempts left."
            ),
            (
                PinChallengeText.wrongPinWithAttempts(
                    PinRequest(pinLength: 5, previousFailures: 2, maximumFailures: 3)),
                "Wrong PIN. 1 attempt left."
            ),
            (
                PinChallengeText.notAPin(ChallengeFixtures.pinRequest()),
                "A PIN is 5 digits, 0 to 9. Try again."
            ),
            (PinChallengeText.checking, "Checking your PIN…"),
            (PinChallengeText.passwordMismatch, "The passwords do not match. Choose the password again."),
        ])
    func shared(sentence: String, expected: String) {
        #expect(sentence == expected)
    }
}
