import AuthEngine

/// The Registration use cases: prove an identity with one of the identity providers (credentials —
/// sign in or sign up —, browser, two-step, one-time code) and start the registration of this
/// device, or start a stateless session that registers nothing.
public protocol RegistrationInteracting: Sendable {
    /// Every sign-up rule `details` break, in the order name, email, password, confirmation;
    /// empty when they may be sent.
    func problems(in details: SignUpDetails) -> [SignUpProblem]

    /// True when `email` has the shape of an email address (surrounding spaces forgiven), so a
    /// sign-in form can refuse a typo before anything is sent.
    func isPlausibleEmail(_ email: String) -> Bool

    /// Checks `email` and `password` with the server and starts the registration: its first step
    /// is `.createPin` once the identity is proven, or `.failed` (`.invalidCredentials` alike for an
    /// unknown email and a wrong password, `.tooManySignInAttempts` when locked out).
    func signIn(email: String, password: SecretInput) async -> ChallengeStep

    /// Creates the account of `details` and starts the registration: `.createPin`, or `.failed`
    /// (`.emailAlreadyRegistered`, `.signUpRejected`, …).
    func signUp(_ details: SignUpDetails) async -> ChallengeStep

    /// Starts a registration through the browser: its first step is `.openBrowser(url:)` with the
    /// authorize URL to open.
    func startBrowserRegistration() async -> ChallengeStep

    /// Answers the browser registration with the redirect URL the login page ended on: `.createPin`
    /// once the code is exchanged, or `.failed` (`.browserLoginFailed` for an error redirect or a
    /// wrong `state`, …), which ends the attempt.
    ///
    /// Throws `.browserLoginFailed` with an unreadable reason when `redirect` is not a redirect to
    /// this app at all; the flow then still waits for the right line.
    func answerBrowserRedirect(_ redirect: String) async throws(AppError) -> ChallengeStep

    /// Checks `email` and `password` and opens a two-step registration: `.answerChallengeCode` with
    /// the code to confirm, or `.failed`.
    func startTwoStepRegistration(email: String, password: SecretInput) async -> ChallengeStep

    /// Answers the two-step challenge: `.createPin` when right, `.answerChallengeCode` with a status
    /// when wrong, `.failed(.customRegistrationFailed)` after the last try.
    func answerChallengeCode(_ answer: String) async -> ChallengeStep

    /// Redeems a one-time registration code and starts the registration: `.createPin`, or
    /// `.failed(.invalidOneTimeCode)` for an unknown, used or expired code.
    func registerWithOneTimeCode(_ code: String) async -> ChallengeStep

    /// Signs in for this run only: no PIN, nothing stored on the device.
    func startStatelessSession(email: String, password: SecretInput) async throws(AppError) -> UserSession

    /// Cancels the registration in progress, if any, and waits until the engine has finished it.
    func cancelRegistration() async

    /// The `--home` the app was started with (nil for the default home), for the commands the
    /// screens print for a second terminal.
    var homeOption: String? { get }
}

/// Registration over the engine: the registration runs as a `ChallengeFlow` kept in the
/// `FlowInProgress`, where the CreatePin module answers its create-PIN challenge.
public final class RegistrationInteractor: RegistrationInteracting {
    let host: EngineHost
    let flowInProgress: FlowInProgress

    /// An interactor over the started engine of `host`, keeping its flow in `flowInProgress`.
    public init(host: EngineHost, flowInProgress: FlowInProgress) {
        self.host = host
        self.flowInProgress = flowInProgress
    }

    /// The engine's sign-up rules, mapped to the app's problems.
    public func problems(in details: SignUpDetails) -> [SignUpProblem] {
        details.form.violations().map(SignUpProblem.init)
    }

    /// The engine's email shape rule, the one sign-up applies.
    public func isPlausibleEmail(_ email: String) -> Bool {
        EmailAddress.isPlausible(EmailAddress.normalized(email))
    }

    /// Starts a registration with the credentials identity provider for an existing account.
    public func signIn(email: String, password: SecretInput) async -> ChallengeStep {
        let client: AuthClient
        do { client = try await host.startedClient() } catch { return .failed(error) }
        let secret = password.engineSecret
        return await flowInProgress.begin { responder throws(AuthError) -> FlowCompletion in
            let session = try await client.registerWithCredentials(
                email: email, password: secret, responder: responder)
            return .signedIn(UserSession(session))
        }
    }

    /// Starts a registration for a new account.
    public func signUp(_ details: SignUpDetails) async -> ChallengeStep {
        let client: AuthClient
        do { client = try await host.startedClient() } catch { return .failed(error) }
        let form = details.form
        return await flowInProgress.begin { responder throws(AuthError) -> FlowCompletion in
            .signedIn(UserSession(try await client.signUp(form, responder: responder)))
        }
    }
}
