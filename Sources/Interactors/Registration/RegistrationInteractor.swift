import AuthEngine

/// The Registration use cases: prove an identity with one of the identity providers (credentials —
/// sign in or sign up —, browser, device code, two-step, one-time code) and start the registration of this
/// device, or start a stateless session that registers nothing.
package protocol RegistrationInteracting: Sendable {
    /// Every sign-up rule `details` break, in the order name, email, password, confirmation;
    /// empty when they may be sent.
    func problems(in details: SignUpDetails) -> [SignUpProblem]

    /// True when `email` has the shape of an email address (surrounding spaces forgiven), so a
    /// sign-in form can refuse a typo before anything is sent.
    func isPlausibleEmail(_ email: String) -> Bool

    /// Checks `email` and `password` with the server and starts the registration: `.needsPin` once
    /// the identity is proven, or `.failed` (`.invalidCredentials` alike for an unknown email and a
    /// wrong password, `.tooManySignInAttempts` when locked out).
    func signIn(email: String, password: SecretInput) async -> RegistrationStep

    /// Creates the account of `details` and starts the registration: `.needsPin`, or `.failed`
    /// (`.emailAlreadyRegistered`, `.signUpRejected`, …).
    func signUp(_ details: SignUpDetails) async -> RegistrationStep

    /// Starts a registration through the system browser: a loopback listener for the redirect
    /// (and, without `--server`, the in-process server's login page on loopback), then
    /// `.openBrowser` with the sign-in to open and wait for, or `.failed` (`.loopbackUnavailable`,
    /// an unreachable server, …).
    func startBrowserRegistration() async -> RegistrationStep

    /// Opens the sign-in's URL in the browser (`$BROWSER`, else the system's opener): nil when it
    /// opened, else why not; the sign-in waits either way.
    func openBrowser(for signIn: BrowserSignIn) async -> BrowserLaunchProblem?

    /// Waits for the browser to come back to `signIn`'s listener: `.needsPin` once the code is
    /// exchanged and the ID token verified, or `.failed` (`.browserLoginFailed` for an error
    /// redirect or the time limit, …) with nothing registered. Cancelling the waiting task stops
    /// only this wait.
    func waitForBrowser(_ signIn: BrowserSignIn) async -> RegistrationStep

    /// Answers `signIn` with a redirect URL pasted by hand: `.needsPin` once the code is
    /// exchanged, or `.failed` (`.browserLoginFailed` for an error redirect or a wrong `state`,
    /// …), which ends the attempt.
    ///
    /// Throws `.browserLoginFailed` with an unreadable reason when `redirect` is not a redirect to
    /// the sign-in's listener at all; the sign-in then still waits.
    func answerBrowserRedirect(_ redirect: String, to signIn: BrowserSignIn) async throws(AppError)
        -> RegistrationStep

    /// Ends `signIn`: its listener and pages close and the registration ends with nothing written.
    func cancelBrowserRegistration(_ signIn: BrowserSignIn) async

    /// Starts a registration through the device grant (RFC 8628): `.showDeviceCode` with the page
    /// and the code to enter there, or `.failed`.
    func startDeviceRegistration() async -> RegistrationStep

    /// Tells the engine the code is shown and waits while it polls the server: `.needsPin` once the
    /// sign-in is approved, or `.failed` (denied, expired, …) with nothing registered.
    func waitForDeviceApproval(_ signIn: DeviceSignIn) async -> RegistrationStep

    /// Ends `signIn` with nothing written; its device page closes.
    func cancelDeviceRegistration(_ signIn: DeviceSignIn) async

    /// Checks `email` and `password` and opens a two-step registration: `.answerChallengeCode` with
    /// the code to confirm, or `.failed`.
    func startTwoStepRegistration(email: String, password: SecretInput) async -> RegistrationStep

    /// Answers the two-step challenge of `registration`: `.needsPin` when right,
    /// `.answerChallengeCode` with a status when wrong, `.failed(.customRegistrationFailed)` after
    /// the last try.
    func answerChallengeCode(_ answer: String, to registration: Enrolment) async -> RegistrationStep

    /// Redeems a one-time registration code and starts the registration: `.needsPin`, or
    /// `.failed(.invalidOneTimeCode)` for an unknown, used or expired code.
    func registerWithOneTimeCode(_ code: String) async -> RegistrationStep

    /// Signs in for this run only: no PIN, nothing stored on the device.
    func startStatelessSession(email: String, password: SecretInput) async throws(AppError) -> UserSession

    /// Cancels `registration` and waits until the engine has finished it, with nothing written.
    func cancelRegistration(_ registration: Enrolment) async

    /// The `--home` the app was started with (nil for the default home), for the commands the
    /// screens print for a second terminal.
    var homeOption: String? { get }
    /// The `--server` URL the app uses (nil for the home's own server), repeated by the same
    /// commands.
    var serverOption: String? { get }
}

/// Registration over the engine: each registration runs as a `ChallengeFlow` handed on as an
/// `Enrolment`, whose create-PIN challenge the CreatePin module answers.
package final class RegistrationInteractor: RegistrationInteracting {
    let host: EngineHost

    /// An interactor over the started engine of `host`.
    package init(host: EngineHost) {
        self.host = host
    }

    /// The engine's sign-up rules, mapped to the app's problems.
    package func problems(in details: SignUpDetails) -> [SignUpProblem] {
        details.form.violations().map(SignUpProblem.init)
    }

    /// The engine's email shape rule, the one sign-up applies.
    package func isPlausibleEmail(_ email: String) -> Bool {
        EmailAddress.isPlausible(EmailAddress.normalized(email))
    }

    /// Starts a registration with the credentials identity provider for an existing account.
    package func signIn(email: String, password: SecretInput) async -> RegistrationStep {
        let secret = password.engineSecret
        return await begin { client, responder throws(AuthError) in
            try await client.registerWithCredentials(email: email, password: secret, responder: responder)
        }
    }

    /// The engine checks the form's rules again before it sends anything.
    package func signUp(_ details: SignUpDetails) async -> RegistrationStep {
        let form = details.form
        return await begin { client, responder throws(AuthError) in
            try await client.signUp(form, responder: responder)
        }
    }
}
