import Interactors

/// What `viper-auth simulate` prints; its failures follow `viper-auth simulate: `, so they start
/// in lower case.
enum SimulateText {
    /// `viper-auth simulate: <reason>`.
    static func failure(_ reason: String) -> String {
        CommandFailureText.line(command: "simulate", reason)
    }

    static func stolenTokenAnswer(_ answer: StolenTokenAnswer) -> String {
        let profile = answer.profileId.rawValue
        switch answer.outcome {
        case .refused(let status, .refreshTokenReused):
            return "The server refused the stolen refresh token of profile \(profile) (status \(status)): "
                + "it saw a rotated token used again and revoked the whole token family. "
                + "The app ends that session at its next action."
        case .refused(let status, let cause?):
            return "The server refused the stolen refresh token of profile \(profile) (status \(status)): "
                + SessionText.ended(cause)
        case .refused(let status, nil):
            return "The server refused the stolen refresh token of profile \(profile) (status \(status))."
        case .noRotatedToken:
            return "profile \(profile) has not refreshed its session since it began, so no refresh token "
                + "has been rotated away to steal; let it refresh first (for example: viper-auth clock "
                + "advance 10m, then any action in the app)"
        case .accepted:
            return "the server accepted the stolen refresh token of profile \(profile): its reuse detection "
                + "did not work"
        }
    }

    static func stolenTokenFailure(_ error: AppError) -> String {
        switch error {
        case .profileNotFound: "no profile on this device matches"
        case .notLoggedIn: "the profile has no session on this device; log in first"
        default: ErrorPresentation(error).message
        }
    }
}
