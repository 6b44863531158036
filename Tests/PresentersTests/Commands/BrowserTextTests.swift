import Interactors
import Testing

@testable import Presenters

/// `browser` words the typed reasons the hosted page and the web site hand it; each sentence is
/// written once, here checked once.
@Suite("What browser says when the page or the site refuses")
struct BrowserTextTests {
    @Test(
        "each reason an authorize URL is not served has its sentence",
        arguments: [
            (
                SignInAddressProblem.notAnAddress,
                "This is not a valid sign-in address. Copy the whole address the app printed."
            ),
            (.repeatedParameter, "The sign-in address repeats a parameter, so it cannot be trusted."),
            (
                .missingParameter(name: "state"),
                "The sign-in address has no state parameter. Copy the whole address the app printed."
            ),
            (
                .notACodeRequest,
                "The sign-in address asks for a response type other than an authorization code."
            ),
            (.notS256, "The sign-in address must use the S256 code challenge method."),
            (.invalidCodeChallenge, "The sign-in address has an invalid code challenge."),
            (.anotherLoginPage, "This sign-in address is not for this login page."),
            (.unknownApplication, "The sign-in address names an application this login page does not know."),
            (
                .unregisteredRedirect,
                "The sign-in address asks to return to an address not registered for the application."
            ),
        ])
    func signInAddress(problem: SignInAddressProblem, sentence: String) {
        #expect(BrowserText.message(for: problem) == sentence)
        #expect(BrowserText.message(for: CompanionError.badSignInAddress(problem)) == sentence)
        #expect(BrowserText.message(for: HostedPageRefusal.badSignInAddress(problem)) == sentence)
    }

    @Test(
        "each way the command cannot go on has its sentence",
        arguments: [
            (CompanionError.badAppToWebAddress, "That is not an app-to-web sign-in URL."),
            (.linkUnknownOrUsed, "That sign-in link is not valid or was already used."),
            (.linkExpired, "That sign-in link has expired."),
            (.serverDataUnavailable(nil), "The authentication server's data could not be read or written."),
            (
                .serverDataUnavailable(.corrupt(document: "state")),
                "The authentication server could not open its data: "
                    + StorageText.detail(.corrupt(document: "state"))
            ),
        ])
    func companionError(error: CompanionError, sentence: String) {
        #expect(BrowserText.message(for: error) == sentence)
    }

    @Test(
        "each refusal of the hosted page has its sentence; the page asks again",
        arguments: [
            (HostedPageRefusal.invalidCredentials, "The email or password is incorrect."),
            (.tooManyAttempts(retryAfterSeconds: 42), "Too many failed sign-ins. Try again in 42 seconds."),
            (.serviceUnavailable, "The sign-in service is temporarily unavailable. Try again."),
        ])
    func hostedPageRefusal(refusal: HostedPageRefusal, sentence: String) {
        #expect(BrowserText.message(for: refusal) == sentence)
    }
}
