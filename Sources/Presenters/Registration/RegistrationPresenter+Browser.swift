import Interactors

// The two ways to sign in where a terminal app has no web view: the system browser, which comes
// back to a loopback listener by itself (or whose redirect is pasted), and the device grant, a code
// typed on a page on any device. Each waits at a question beside a spinner.
extension RegistrationPresenter {
    /// Starts the browser registration: its listener and pages, then the browser.
    func startBrowserRegistration() async {
        view?.showProgress(RegistrationText.preparingBrowserSignIn)
        let step = await interactor.startBrowserRegistration()
        view?.hideProgress()
        await show(step)
    }

    /// Shows the address (always: the browser may not open, or be on another machine), opens the
    /// browser, and waits for it.
    func showBrowserSignIn(_ signIn: BrowserSignIn) async {
        state = .browserRedirect(signIn)
        view?.showHeading(
            title: RegistrationText.browserTitle,
            lines: RegistrationText.browserLines(
                url: signIn.url, port: signIn.redirectPort, homeOption: interactor.homeOption,
                serverOption: interactor.serverOption))
        view?.showProgress(RegistrationText.openingBrowser)
        let problem = await interactor.openBrowser(for: signIn)
        view?.hideProgress()
        if let problem { view?.showError(.problem(RegistrationText.browserNotOpened(problem))) }
        waitForBrowser(signIn)
    }

    func waitForBrowser(_ signIn: BrowserSignIn) {
        let interactor = interactor
        view?.ask(
            RegistrationText.browserQuestion,
            while: Waiting(progress: RegistrationText.waitingForBrowser) {
                await interactor.waitForBrowser(signIn)
            },
            then: { [weak self] in await self?.didFinishWaiting($0) })
    }

    /// A pasted redirect: text that is no redirect at all is refused and the wait goes on;
    /// anything else ends the attempt one way or the other.
    func takeRedirect(_ text: String, to signIn: BrowserSignIn) async {
        do throws(AppError) {
            await show(try await interactor.answerBrowserRedirect(text, to: signIn))
        } catch {
            view?.showError(.failure(ErrorPresentation(error)))
            waitForBrowser(signIn)
        }
    }

    /// Leaves the browser sign-in for the device grant, the way in when no browser can be opened.
    func switchToDeviceCode(from signIn: BrowserSignIn) async {
        await interactor.cancelBrowserRegistration(signIn)
        await startDeviceRegistration()
    }

    /// Starts the device grant: the server's code, shown until it is approved, denied or expires.
    func startDeviceRegistration() async {
        view?.showProgress(RegistrationText.askingForDeviceCode)
        let step = await interactor.startDeviceRegistration()
        view?.hideProgress()
        await show(step)
    }

    /// Shows where to enter the code and waits while the engine polls.
    func showDeviceCode(_ signIn: DeviceSignIn) {
        state = .deviceApproval(signIn)
        view?.showHeading(
            title: RegistrationText.deviceTitle, lines: RegistrationText.deviceLines(signIn.code))
        let interactor = interactor
        view?.ask(
            RegistrationText.deviceQuestion,
            while: Waiting(progress: RegistrationText.waitingForApproval) {
                await interactor.waitForDeviceApproval(signIn)
            }, then: { [weak self] in await self?.didFinishWaiting($0) })
    }
}
