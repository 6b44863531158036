import AuthEngine

/// What a browser sign-in waits with before the engine has built its URL: the `state` it sends,
/// the loopback listener the browser comes back to, and the in-process server's pages (nil with
/// `--server`, whose server serves its own).
struct BrowserWaitParts: Sendable {
    let state: String
    let listener: LoopbackRedirectListener
    let pages: LoopbackPageServer?
}

// The browser identity provider as command-line tools sign in (RFC 8252): the authorize URL opened
// in the system browser, the redirect caught on a loopback port, or pasted by hand.
extension RegistrationInteractor {
    /// Opens the listener (and, with the in-process server, its pages) before the engine builds the
    /// authorize URL, since the URL names the listener's port.
    package func startBrowserRegistration() async -> RegistrationStep {
        let state = OpenIDSignIn.makeState()
        let listener: LoopbackRedirectListener
        do {
            let host = host
            listener = try LoopbackRedirectListener.start(
                expectedState: state, timeLimit: host.settings.browserTimeLimit,
                onRefusal: {
                    host.traceBrowser(.browser, .interactor, "request to the listener refused (\($0))")
                })
        } catch {
            return .failed(.loopbackUnavailable)
        }
        let pages: LoopbackPageServer?
        do {
            pages = try await host.startPageServer()
        } catch {
            listener.cancel()
            return .failed(error)
        }
        let parts = BrowserWaitParts(state: state, listener: listener, pages: pages)
        let redirectURI = listener.redirectURI
        let step = await begin(browser: parts) { client, responder throws(AuthError) in
            try await client.registerWithOpenIDProvider(
                redirectURI: redirectURI, state: state, pagesURL: pages?.url, responder: responder)
        }
        if case .openBrowser = step { return step }
        listener.cancel()
        pages?.stop()
        return step
    }

    /// The sign-in waiting at `parts` for the redirect from `url`; from now on the listener's
    /// outcome answers `registration` unless a pasted redirect or a cancel claims it first.
    func waitForRedirect(at parts: BrowserWaitParts, from url: String, in registration: Enrolment)
        -> BrowserSignIn
    {
        let signIn = BrowserSignIn(
            url: url, registration: registration, state: parts.state, listener: parts.listener,
            pages: parts.pages)
        let timeLimit = host.settings.browserTimeLimit
        Task {
            let outcome = await signIn.listenerOutcome()
            await conclude(signIn, with: outcome, timeLimit: timeLimit)
        }
        return signIn
    }

    private func conclude(_ signIn: BrowserSignIn, with outcome: LoopbackRedirectOutcome, timeLimit: Duration)
        async
    {
        let failure: BrowserSignInProblem
        switch outcome {
        case .code(let code):
            host.traceBrowser(.browser, .interactor, "redirect to /callback")
            guard signIn.claim() else { return }
            signIn.settle(await respond(signIn.redirect(carrying: code), to: signIn.registration))
            return
        case .failed(let error):
            host.traceBrowser(.browser, .interactor, "error redirect to /callback")
            failure = BrowserSignInProblem(error)
        case .timedOut:
            host.traceBrowser(.browser, .interactor, "no redirect within the time limit")
            failure = .noRedirectInTime(seconds: Int(timeLimit.components.seconds))
        case .cancelled:
            // Whoever cancelled the listener claimed the registration and settles it.
            return
        }
        guard signIn.claim() else { return }
        await signIn.registration.flow.cancelAndWait()
        signIn.settle(.failed(.browserLoginFailed(reason: failure)))
    }

    /// Opens the sign-in's URL with `$BROWSER`, else the system's opener.
    package func openBrowser(for signIn: BrowserSignIn) async -> BrowserLaunchProblem? {
        host.traceBrowser(.interactor, .browser, "open authorize URL")
        let launcher = BrowserLauncher(browserVariable: host.settings.browserVariable)
        let problem = BrowserLaunchProblem(await launcher.open(signIn.url))
        host.traceBrowser(.browser, .interactor, problem.map { "not opened: \($0)" } ?? "opened")
        return problem
    }

    /// The step the browser sign-in came to. A wait whose task is cancelled (the person typed a
    /// line first) returns `.failed(.cancelled)` at once and changes nothing: the screen that
    /// cancelled it has moved on, and the registration still waits.
    package func waitForBrowser(_ signIn: BrowserSignIn) async -> RegistrationStep {
        await signIn.settledStep() ?? .failed(.cancelled)
    }

    /// Checks the line is a redirect to this sign-in's listener before the engine sees it, so a
    /// stray line does not end the attempt; anything that is one answers the registration, unless
    /// the browser's own redirect answered it first.
    package func answerBrowserRedirect(_ redirect: String, to signIn: BrowserSignIn) async throws(AppError)
        -> RegistrationStep
    {
        do throws(AuthorizationRedirectError) {
            _ = try AuthorizationRedirect.parse(
                redirect, expectedState: signIn.state, expectedRedirectURI: signIn.redirectURI)
        } catch {
            let problem = BrowserSignInProblem(error)
            if problem.isUnreadable { throw .browserLoginFailed(reason: problem) }
        }
        guard signIn.claim() else { return await settled(signIn) }
        let step = await respond(redirect, to: signIn.registration)
        signIn.settle(step)
        return step
    }

    /// Ends the sign-in: the listener and the pages close, and the engine ends the registration
    /// with nothing written, even one the browser's redirect has just answered.
    package func cancelBrowserRegistration(_ signIn: BrowserSignIn) async {
        let claimed = signIn.claim()
        await signIn.registration.flow.cancelAndWait()
        if claimed { signIn.settle(.failed(.cancelled)) }
    }

    /// The step another answer settled; this caller's task is never cancelled, so it always gets one.
    private func settled(_ signIn: BrowserSignIn) async -> RegistrationStep {
        await signIn.settledStep() ?? .failed(.cancelled)
    }
}
