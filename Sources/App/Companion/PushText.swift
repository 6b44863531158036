import Interactors
import Presenters

/// The sentences `viper-auth push` prints on standard error when it cannot queue or follow a
/// request (after `viper-auth push: `, so they start in lower case).
enum PushText {
    /// Why not, for `error`.
    static func message(for error: PushSendError) -> String {
        switch error {
        case .profileNotFound: "no profile or account matches"
        case .notEnrolled:
            "the profile is not enrolled for push (enroll it in the app: Dashboard > Mobile authentication)"
        case .invalidMessage: "the message must be 1 to 500 characters"
        case .messageHasControlCharacters:
            "the message cannot contain control characters (such as escape, bell or a line break) "
                + "or bidirectional formatting characters"
        case .requestNotFound: "the push request no longer exists"
        case .cancelled: "the wait was interrupted"
        case .serverDataUnavailable(let problem?):
            "the authentication server's data could not be used: \(StorageText.detail(problem))"
        case .serverDataUnavailable(nil): "the authentication server's data could not be read or written"
        case .signingKeySetAside(let savedAs): StorageText.signingKeySetAside(savedAs: savedAs)
        case .ownedByServer(let url): StorageText.ownedByServer(url: url)
        case .serverUnreachable: "the authentication server could not be reached; is it running?"
        }
    }
}
