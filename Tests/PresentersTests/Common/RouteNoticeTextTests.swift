import Interactors
import Testing

@testable import Presenters

/// The one place the notices' words are pinned: the screens that receive a notice word it through
/// `RouteNoticeText`, and their tests compare with the text types, so a rewording breaks here.
@Suite("The words of each notice a screen shows first")
struct RouteNoticeTextTests {
    @Test(
        "each notice is one sentence in the words of its concept",
        arguments: [
            (RouteNotice.loggedOut(.loggedOut), "Logged out."),
            (
                .loggedOut(.serverNotTold(.serverUnreachable)),
                "Logged out on this device. The server could not be told: "
                    + "The authentication server could not be reached."
            ),
            (
                .loggedOut(.notRemovedFromDevice(.storage(.corrupt(document: "session-prf_ada.token.json")))),
                "The session could not be removed from this device: "
                    + ErrorPresentation(.storage(.corrupt(document: "session-prf_ada.token.json"))).message
            ),
            (.loggedOut(.alreadyLoggedOut), "You were already logged out."),
            (.sessionEnded(.sessionEnded(.revoked)), "Session ended: The session was revoked. Log in again."),
            (.sessionEnded(.notLoggedIn), ErrorPresentation(.notLoggedIn).notice),
            (.sessionDiscarded(.expired), "Your session has expired. Please log in."),
            (.disconnected(.disconnected), "The profile was disconnected and removed from this device."),
            (
                .disconnected(.serverNotTold(.serverUnreachable)),
                "The profile was removed from this device. The server could not be told: "
                    + ErrorPresentation(.serverUnreachable).message
            ),
            (
                .contextSwitched(
                    Membership(
                        index: 1, roleName: "Head of Mathematics", schoolName: "Riverside Secondary",
                        academicUnitName: "Mathematics Department", isActive: true)),
                "Now acting as Head of Mathematics at Riverside Secondary (Mathematics Department). "
                    + "A new access token was issued."
            ),
            (
                .contextSwitched(
                    Membership(
                        index: 0, roleName: "Guest", schoolName: "Riverside Secondary", academicUnitName: "",
                        isActive: true)),
                "Now acting as Guest at Riverside Secondary. A new access token was issued."
            ),
        ])
    func sentence(_ notice: RouteNotice, _ sentence: String) {
        #expect(RouteNoticeText.sentence(for: notice) == sentence)
    }

    @Test(
        "a flow's end is one sentence: cancelled, missing, failed, or the authenticator registered",
        arguments: [
            (RouteNotice.cancelled(.login), "Login cancelled."),
            (.cancelled(.registration), "Registration cancelled: this device was not registered."),
            (.cancelled(.pinChange), "PIN change cancelled: your PIN is unchanged."),
            (.cancelled(.authenticatorRegistration), "Registration cancelled: no authenticator was added."),
            (
                .cancelled(.authenticatorRegistration, after: .sensorNotRecognised),
                "Not recognised. Registration cancelled: no authenticator was added."
            ),
            (.cancelled(.login, after: .wrongPassword), "Wrong password. Login cancelled."),
            (.flowFailed(.serverUnavailable), ErrorPresentation(.serverUnavailable).notice),
            (
                .deregistered(.tooManyFailedAttempts),
                "Too many wrong PIN attempts: the profile was deregistered and removed from this device."
            ),
            (.authenticatorRegistered(.biometric), "The biometric authenticator is registered."),
            (.authenticatorRegistered(.password), "The password authenticator is registered."),
            (.authenticatorRegistered(.pin), "The authenticator is registered."),
        ])
    func flowSentence(_ notice: RouteNotice, _ sentence: String) {
        #expect(RouteNoticeText.sentence(for: notice) == sentence)
    }

    @Test("a push confirmation's wrong PIN or password says which request was denied, and the logout")
    func pushConfirmationFailed() {
        let request = PushRequest(
            id: "psh_1", profileId: .ada, message: "Sign in to the library", isOneTimePassword: false,
            createdAt: 1_799_999_970, expiresAt: 1_800_000_090)
        let failed = PushOutcome(request: request, result: .authenticationFailed)

        #expect(
            RouteNoticeText.sentence(for: .pushConfirmationFailed(failed, answeredWith: .password))
                == "Wrong password: the request \(PushRequestText.quoted(request)) was denied and you were logged out."
        )
        #expect(
            RouteNoticeText.sentence(for: .pushConfirmationFailed(failed, answeredWith: .pin))
                == "Wrong PIN: the request \(PushRequestText.quoted(request)) was denied and you were logged out."
        )
    }

    @Test("what was wrong with an answer is said in the words the screen uses too")
    func answerProblems() {
        #expect(RouteNoticeText.problem(for: .sensorNotRecognised) == SensorText.notRecognised)
        #expect(RouteNoticeText.problem(for: .wrongPassword) == "Wrong password.")
    }
}
