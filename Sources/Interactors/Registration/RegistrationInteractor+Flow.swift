import AuthEngine

// Every registration runs as a `ChallengeFlow` handed on as an `Enrolment`, so CreatePin answers
// its create-PIN challenge whichever identity provider started it. The engine's steps become
// `RegistrationStep`s here, and nowhere else.
extension RegistrationInteractor {
    /// Begins `registration` and reports its first step.
    func begin(
        _ registration:
            @escaping @Sendable (AuthClient, FlowResponder) async throws(AuthError) ->
            AuthenticatedSession
    ) async -> RegistrationStep {
        let client: AuthClient
        do { client = try await host.startedClient() } catch { return .failed(error) }
        let (flow, step) = await ChallengeFlow.begin { responder throws(AuthError) -> FlowCompletion in
            .signedIn(UserSession(try await registration(client, responder)))
        }
        return await registrationStep(step, of: flow)
    }

    /// Answers `registration` with `text` and reports its next step.
    func respond(_ text: String, to registration: Enrolment) async -> RegistrationStep {
        await registrationStep(registration.flow.reply(.text(text)), of: registration.flow)
    }

    /// The Registration module's step for `flow`'s `step`.
    ///
    /// Registration shows the browser and the challenge code itself and leaves the new PIN to
    /// CreatePin. A registration asks nothing else and finishes only after that PIN, so any other
    /// step is one this module has no screen for: the flow is ended here, with nothing written,
    /// rather than left holding the engine's one-flow lock.
    private func registrationStep(_ step: ChallengeStep, of flow: ChallengeFlow) async -> RegistrationStep {
        switch step {
        case .createPin:
            return .needsPin(Enrolment(flow))
        case .openBrowser(let url):
            return .openBrowser(url: url, Enrolment(flow))
        case .answerChallengeCode(let request):
            return .answerChallengeCode(code: request.code, status: request.status, Enrolment(flow))
        case .failed(let error):
            return .failed(error)
        case .enterPin, .confirmBiometric, .enterPassword, .decidePush, .enterOneTimePassword, .finished:
            await flow.cancelAndWait()
            return .failed(.cancelled)
        }
    }
}
