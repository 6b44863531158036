import AuthEngine

/// The Registration use cases: prove an identity with the credentials identity provider (sign in
/// with an existing account, or sign up for a new one) and start the registration of this device.
public protocol RegistrationInteracting: Sendable {
    /// Every sign-up rule `details` break, in the order name, email, password, confirmation;
    /// empty when they may be sent.
    func problems(in details: SignUpDetails) -> [SignUpProblem]

    /// Checks `email` and `password` with the server and starts the registration: its first step
    /// is `.createPin` once the identity is proven, or `.failed` (`.invalidCredentials` alike for an
    /// unknown email and a wrong password, `.tooManySignInAttempts` when locked out).
    func signIn(email: String, password: SecretInput) async -> ChallengeStep

    /// Creates the account of `details` and starts the registration: `.createPin`, or `.failed`
    /// (`.emailAlreadyRegistered`, `.signUpRejected`, …).
    func signUp(_ details: SignUpDetails) async -> ChallengeStep
}

/// Registration over the engine: the registration runs as a `ChallengeFlow` kept in the
/// `FlowInProgress`, where the CreatePin module answers its create-PIN challenge.
public final class RegistrationInteractor: RegistrationInteracting {
    private let host: EngineHost
    private let flowInProgress: FlowInProgress

    /// An interactor over the started engine of `host`, keeping its flow in `flowInProgress`.
    public init(host: EngineHost, flowInProgress: FlowInProgress) {
        self.host = host
        self.flowInProgress = flowInProgress
    }

    /// The engine's sign-up rules, mapped to the app's problems.
    public func problems(in details: SignUpDetails) -> [SignUpProblem] {
        details.form.violations().map(SignUpProblem.init)
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
