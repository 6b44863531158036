import Interactors
import Testing

@testable import Presenters

/// Each reason push hands for not queuing or following a request has its sentence, written once
/// in `PushText`, checked once here.
@Suite("What push says when it cannot go on")
struct PushTextTests {
    @Test(
        "each reason push cannot queue or follow a request has its sentence",
        arguments: [
            (PushSendError.profileNotFound, "no profile or account matches"),
            (
                .notEnrolled,
                "the profile is not enrolled for push (enroll it in the app: Dashboard > Mobile authentication)"
            ),
            (.invalidMessage, "the message must be 1 to 500 characters"),
            (
                .messageHasControlCharacters,
                "the message cannot contain control characters (such as escape, bell or a line break) "
                    + "or bidirectional formatting characters"
            ),
            (.requestNotFound, "the push request no longer exists"),
            (.cancelled, "the wait was interrupted"),
            (.serverDataUnavailable(nil), "the authentication server's data could not be read or written"),
            (
                .serverDataUnavailable(.homeNotFound),
                "the authentication server's data could not be used: " + StorageText.detail(.homeNotFound)
            ),
        ])
    func push(error: PushSendError, sentence: String) {
        #expect(PushText.message(for: error) == sentence)
    }
}
