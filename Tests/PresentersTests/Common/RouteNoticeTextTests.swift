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
            (.worded("Login cancelled."), "Login cancelled."),
        ])
    func sentence(_ notice: RouteNotice, _ sentence: String) {
        #expect(RouteNoticeText.sentence(for: notice) == sentence)
    }
}
