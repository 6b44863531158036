import Interactors

/// The sentences `viper-auth browser` prints: its pages' words, and what it could not do — the
/// hosted page's and the web site's refusals, worded here rather than by the engine.
enum BrowserText {
    /// Why the command could not do what it was asked, for standard error.
    static func message(for error: CompanionError) -> String {
        switch error {
        case .badSignInAddress(let problem): message(for: problem)
        case .badAppToWebAddress: "That is not an app-to-web sign-in URL."
        case .linkUnknownOrUsed: "That sign-in link is not valid or was already used."
        case .linkExpired: "That sign-in link has expired."
        case .serverDataUnavailable(let problem?): StorageText.serverData(problem)
        case .serverDataUnavailable(nil): "The authentication server's data could not be read or written."
        case .signingKeySetAside(let savedAs): StorageText.signingKeySetAside(savedAs: savedAs)
        case .ownedByServer(let url): StorageText.ownedByServer(url: url)
        }
    }

    /// Why the hosted page did not accept a sign-in; the page asks again.
    static func message(for refusal: HostedPageRefusal) -> String {
        switch refusal {
        case .invalidCredentials: "The email or password is incorrect."
        case .tooManyAttempts(let seconds): "Too many failed sign-ins. Try again in \(seconds) seconds."
        case .serviceUnavailable: "The sign-in service is temporarily unavailable. Try again."
        case .badSignInAddress(let problem): message(for: problem)
        }
    }

    /// Why an authorize URL is not one the page serves.
    static func message(for problem: SignInAddressProblem) -> String {
        switch problem {
        case .notAnAddress: "This is not a valid sign-in address. Copy the whole address the app printed."
        case .repeatedParameter: "The sign-in address repeats a parameter, so it cannot be trusted."
        case .missingParameter(let name):
            "The sign-in address has no \(name) parameter. Copy the whole address the app printed."
        case .notACodeRequest:
            "The sign-in address asks for a response type other than an authorization code."
        case .notS256: "The sign-in address must use the S256 code challenge method."
        case .invalidCodeChallenge: "The sign-in address has an invalid code challenge."
        case .anotherLoginPage: "This sign-in address is not for this login page."
        case .unknownApplication: "The sign-in address names an application this login page does not know."
        case .unregisteredRedirect:
            "The sign-in address asks to return to an address not registered for the application."
        }
    }

    static let loginTitle = "viper-auth login page"
    static let loginIntroduction = "viper-auth asks you to sign in."
    static let accountTitle = "viper-auth account page"
    static let accountIntroduction = [
        "Sign in to get a one-time code that registers a device (as a QR code would).",
        "An empty email leaves.",
    ]
    static let signingIn = "Signing in…"
    static let signedInRedirect = "Signed in. The browser now goes to:"
    static let redirect = "The browser now goes to:"
    static let pasteRedirect = "Paste that address into the app."
    static let noCodeIssued = "No code was issued."
    static let codeIssued = "Your one-time registration code (it works once, for a few minutes):"
    static let useCode = "In the app: Register → Register with a one-time code, and paste it."
    static let enterPassword = "Enter your password."
    static let endOfInput = "End of input: nothing was signed in."

    static let deviceTitle = "viper-auth device page"
    static let deviceIntroduction = "A terminal asks to use your account. Approve it only if you started it."
    static let loadingPage = "Loading the page…"
    static let signedInBackToApp = "Signed in. The browser went back to the app: return to it."
    static let backToApp = "The browser went back to the app: return to it."
    static let deviceApproved = "Approved. The terminal that asked goes on."
    static let deviceDenied = "Denied. The terminal that asked is told so."
    static let appRefused =
        "The app did not accept this return: it is not the sign-in the app started, or the app has its answer already."
    static let appNotListening = "The app is no longer waiting for this sign-in. Start it again in the app."

    /// The code the device page filled in.
    static func deviceCode(_ code: String) -> String { "Code: \(code)" }

    /// Why the page refused an attempt, in the page's words (which the view escapes).
    static func pageSays(_ alert: String) -> String { "The page says: \(alert)" }

    /// The provider's error page, for standard error.
    static func pageRefused(_ alert: String?) -> String {
        alert.map { "The sign-in page cannot continue: \($0)" } ?? "The sign-in page cannot continue."
    }

    /// Why the page could not be played.
    static func pageFailed(_ step: ProviderPageStep) -> String {
        if case .unreachable = step { return "The sign-in page could not be reached." }
        return "That address did not answer as a sign-in page does."
    }

    /// Who the app-to-web address signed in on the web.
    static func signedInOnTheWeb(_ user: WebUser) -> String {
        "Signed in on the web as \(user.fullName) <\(user.email)> (user \(user.userId))."
    }
}
