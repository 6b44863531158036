import AuthEngine

// The identity providers other than credentials and the browser: two-step, one-time code, and
// the stateless session, which registers nothing.
extension RegistrationInteractor {
    /// Opens the two-step registration with the account's credentials.
    package func startTwoStepRegistration(email: String, password: SecretInput) async -> RegistrationStep {
        let secret = password.engineSecret
        return await begin { client, responder throws(AuthError) in
            try await client.registerWithTwoStep(email: email, password: secret, responder: responder)
        }
    }

    /// The engine trims the answer; the server counts each wrong one against the attempt.
    package func answerChallengeCode(_ answer: String, to registration: Enrolment) async -> RegistrationStep {
        await respond(answer, to: registration)
    }

    /// Redeems the code; the engine trims it and treats an empty one as a cancel.
    package func registerWithOneTimeCode(_ code: String) async -> RegistrationStep {
        await begin { client, responder throws(AuthError) in
            try await client.registerWithOneTimeCode(code, responder: responder)
        }
    }

    /// A stateless session lives in the engine's memory only; the dashboard reads it back.
    package func startStatelessSession(email: String, password: SecretInput) async throws(AppError)
        -> UserSession
    {
        let client = try await host.startedClient()
        do {
            return UserSession(
                try await client.startStatelessSession(email: email, password: password.engineSecret))
        } catch {
            throw AppError(error)
        }
    }

    /// What `--home` said when the engine's settings were resolved, not the resolved directory:
    /// the second terminal resolves it the same way.
    package var homeOption: String? { host.settings.homeOption }

    /// The `--server` URL the app uses, if any.
    package var serverOption: String? { host.settings.serverOption }

    /// The engine ends the registration with nothing written.
    package func cancelRegistration(_ registration: Enrolment) async {
        await registration.flow.cancelAndWait()
    }
}
