import AuthEngine

// The identity providers other than credentials: browser, two-step, one-time code, and the
// stateless session. Each registration runs as a `ChallengeFlow` in the `FlowInProgress`, like the
// credentials one, so CreatePin answers their create-PIN challenge the same way.
extension RegistrationInteractor {
    /// Starts the browser registration; the engine makes the PKCE verifier and `state`.
    public func startBrowserRegistration() async -> ChallengeStep {
        await begin { client, responder throws(AuthError) in
            try await client.registerWithBrowser(responder: responder)
        }
    }

    /// Checks the line is a redirect to this app before the engine sees it, so a stray line does
    /// not end the attempt; anything that is a redirect goes to the engine, which decides.
    public func answerBrowserRedirect(_ redirect: String) async throws(AppError) -> ChallengeStep {
        if case .openBrowser(let url) = await flowInProgress.currentStep(),
            let state = try? AuthorizationRequest.parse(url: url).state
        {
            do throws(AuthorizationRedirectError) {
                _ = try AuthorizationRedirect.parse(
                    redirect, expectedState: state, expectedRedirectURI: BrowserLogin.redirectURI)
            } catch {
                let problem = BrowserSignInProblem(error)
                if problem.isUnreadable { throw .browserLoginFailed(reason: problem) }
            }
        }
        return await flowInProgress.respond(.text(redirect))
    }

    /// Opens the two-step registration with the account's credentials.
    public func startTwoStepRegistration(email: String, password: SecretInput) async -> ChallengeStep {
        let secret = password.engineSecret
        return await begin { client, responder throws(AuthError) in
            try await client.registerWithTwoStep(email: email, password: secret, responder: responder)
        }
    }

    /// Sends the person's answer to the two-step challenge.
    public func answerChallengeCode(_ answer: String) async -> ChallengeStep {
        await flowInProgress.respond(.text(answer))
    }

    /// Redeems the code; the engine trims it and treats an empty one as a cancel.
    public func registerWithOneTimeCode(_ code: String) async -> ChallengeStep {
        await begin { client, responder throws(AuthError) in
            try await client.registerWithOneTimeCode(code, responder: responder)
        }
    }

    /// A stateless session lives in the engine's memory only; the dashboard reads it back.
    public func startStatelessSession(email: String, password: SecretInput) async throws(AppError)
        -> UserSession
    {
        let client = try await host.startedClient()
        // A registration left waiting would hold the engine's one-flow-at-a-time lock.
        await flowInProgress.cancel()
        do {
            return UserSession(
                try await client.startStatelessSession(email: email, password: password.engineSecret))
        } catch {
            throw AppError(error)
        }
    }

    /// The home option of the engine's settings.
    public var homeOption: String? { host.settings.homeOption }

    /// Cancels the flow in progress.
    public func cancelRegistration() async {
        await flowInProgress.cancel()
    }

    private func begin(
        _ registration:
            @escaping @Sendable (AuthClient, FlowResponder) async throws(AuthError) ->
            AuthenticatedSession
    ) async -> ChallengeStep {
        let client: AuthClient
        do { client = try await host.startedClient() } catch { return .failed(error) }
        return await flowInProgress.begin { responder throws(AuthError) -> FlowCompletion in
            .signedIn(UserSession(try await registration(client, responder)))
        }
    }
}
