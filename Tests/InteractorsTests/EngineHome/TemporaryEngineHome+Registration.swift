import AuthEngine
import TestSupport

@testable import Interactors

extension TemporaryEngineHome {
    /// Signs up an account and registers it on `host`'s device through a `ChallengeFlow` that
    /// answers the create-PIN challenge, as the Registration and CreatePin modules do.
    func register(
        on host: EngineHost, email: String = TestAccount.email, fullName: String = TestAccount.fullName
    ) async throws -> UserSession {
        let client = try await host.start()
        let form = TestAccount.signUpForm(email: email, fullName: fullName)
        let flow = await ChallengeFlow.start { responder async throws(AuthError) in
            .signedIn(UserSession(try await client.signUp(form, responder: responder)))
        }
        guard case .createPin = await flow.nextStep() else {
            throw TemporaryEngineHomeError.unexpectedStep
        }
        await flow.respond(.secret(SecretInput(TestAccount.pin)))
        guard case .finished(.signedIn(let session)) = await flow.nextStep() else {
            throw TemporaryEngineHomeError.unexpectedStep
        }
        return session
    }
}

enum TemporaryEngineHomeError: Error {
    case unexpectedStep
}
