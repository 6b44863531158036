import AuthEngine

// Every registration runs as a `ChallengeFlow` handed on as an `Enrolment`, so CreatePin answers
// its create-PIN challenge whichever identity provider started it. The engine's steps become
// `RegistrationStep`s here, and nowhere else.
extension RegistrationInteractor {
    /// Begins `registration` and reports its first step; a browser sign-in's step waits at
    /// `browser`'s listener, and a device code's page is served by `pages`.
    func begin(
        browser: BrowserWaitParts? = nil, pages: LoopbackPageServer? = nil,
        _ registration:
            @escaping @Sendable (AuthClient, FlowResponder) async throws(AuthError) ->
            AuthenticatedSession
    ) async -> RegistrationStep {
        let client: AuthClient
        do { client = try await host.startedClient() } catch { return .failed(error) }
        let (flow, step) = await ChallengeFlow.begin { responder throws(AuthError) -> FlowCompletion in
            .signedIn(UserSession(try await registration(client, responder)))
        }
        return await registrationStep(step, of: flow, browser: browser, pages: pages)
    }

    /// Answers `registration` with `text` and reports its next step.
    func respond(_ text: String, to registration: Enrolment) async -> RegistrationStep {
        await registrationStep(registration.flow.reply(.text(text)), of: registration.flow)
    }

    /// Tells `registration` its device code is shown and reports its next step.
    func respondShown(to registration: Enrolment) async -> RegistrationStep {
        await registrationStep(registration.flow.reply(.acknowledged), of: registration.flow)
    }

    /// The Registration module's step for `flow`'s `step`.
    ///
    /// Registration shows the browser, the device code and the challenge code itself and leaves
    /// the new PIN to CreatePin. A registration asks nothing else and finishes only after that PIN,
    /// so any other step is one this module has no screen for: the flow is ended here, with
    /// nothing written, rather than left holding the engine's one-flow lock.
    ///
    /// A browser sign-in's step is answered only through the `browser` it was begun with: a
    /// browser step without one has no listener to come back to, and is ended like any other
    /// question this module cannot answer.
    private func registrationStep(
        _ step: ChallengeStep, of flow: ChallengeFlow, browser: BrowserWaitParts? = nil,
        pages: LoopbackPageServer? = nil
    ) async -> RegistrationStep {
        switch step {
        case .createPin:
            return .needsPin(Enrolment(flow))
        case .openBrowser(let url):
            guard let browser else {
                await flow.cancelAndWait()
                return .failed(.cancelled)
            }
            return .openBrowser(waitForRedirect(at: browser, from: url, in: Enrolment(flow)))
        case .showDeviceCode(let code):
            return .showDeviceCode(DeviceSignIn(code: code, registration: Enrolment(flow), pages: pages))
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
