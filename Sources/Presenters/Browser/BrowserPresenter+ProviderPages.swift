import Interactors

// The OpenID provider's login and device pages, played over HTTP: each page's form is asked on the
// terminal and posted as a browser would; the browser's return to an app waiting on loopback is
// handed over, and any other redirect is printed to paste.
extension BrowserPresenter {
    /// The device page's menu.
    static let deviceMenu = Menu<DeviceApprovalChoice>([
        .init(.approve, keyword: "approve", title: "Approve"),
        .init(.deny, keyword: "deny", title: "Deny"),
    ])

    /// Plays the provider's page at `url` until it leads away from the provider or input ends.
    func providerPage(url: String, kind: ProviderPageKind) async -> CommandOutcome {
        view?.showTitle(kind == .signIn ? BrowserText.loginTitle : BrowserText.deviceTitle)
        view?.showBody([kind == .signIn ? BrowserText.loginIntroduction : BrowserText.deviceIntroduction])
        var step = await loading { await interactor.loadProviderPage(url) }
        var lastAnswer: ProviderFormAnswer?
        while true {
            switch step {
            case .form(let page):
                if let alert = page.alert { view?.showError(BrowserText.pageSays(alert)) }
                let answer: ProviderFormAnswer?
                switch (page.kind, lastAnswer) {
                case (.signIn, .signIn?) where page.alert != nil:
                    // A refused sign-in asks again from the email, as the hosted page does.
                    switch askSignIn() {
                    case .answer(let again): answer = again
                    case .back: answer = chooseOnLoginPage()
                    case .endOfInput: answer = nil
                    }
                case (.signIn, _): answer = chooseOnLoginPage()
                case (.deviceApproval, _): answer = chooseOnDevicePage(page)
                }
                guard let answer else { return endOfInput() }
                lastAnswer = answer
                step = await loading { await interactor.submitProviderPage(answer) }
            case .returnedToApp(let answer):
                return returnedToApp(answer, after: lastAnswer)
            case .redirect(let location):
                if case .signIn? = lastAnswer {
                    view?.showSuccess(BrowserText.signedInRedirect)
                } else {
                    view?.showSuccess(BrowserText.redirect)
                }
                view?.showBody([location])
                view?.showBody([BrowserText.pasteRedirect])
                return .done
            case .decided:
                let approved = if case .decide(true, _, _, _)? = lastAnswer { true } else { false }
                view?.showSuccess(approved ? BrowserText.deviceApproved : BrowserText.deviceDenied)
                return .done
            case .errorPage(let alert):
                view?.showFailure("\(CommandFailureText.program): \(BrowserText.pageRefused(alert))")
                return .failed
            case .unreachable, .unexpected:
                view?.showFailure("\(CommandFailureText.program): \(BrowserText.pageFailed(step))")
                return .failed
            }
        }
    }

    private func loading(_ work: () async -> ProviderPageStep) async -> ProviderPageStep {
        view?.showProgress(BrowserText.loadingPage)
        let step = await work()
        view?.hideProgress()
        return step
    }

    /// The login page's menu, then what the choice needs; nil at end of input.
    private func chooseOnLoginPage() -> ProviderFormAnswer? {
        view?.showMenu(Self.menu)
        while true {
            guard let line = view?.answer(Prompt.choice) else { return nil }
            switch Self.menu.action(for: line) {
            case nil: view?.showError(Self.menu.unknownChoiceMessage)
            case .forgotPassword: return .forgotPassword
            case .cancel: return .cancel
            case .signIn:
                switch askSignIn() {
                case .answer(let answer): return answer
                case .back: view?.showMenu(Self.menu)
                case .endOfInput: return nil
                }
            }
        }
    }

    /// Email and password; back to the menu when the email was left empty.
    private func askSignIn() -> AskedSignIn {
        guard let (email, password) = askCredentials() else { return .endOfInput }
        guard let email else { return .back }
        return .answer(.signIn(email: email, password: password))
    }

    /// The device page's choice, then the code (unless the page has it), email and password; nil
    /// at end of input.
    private func chooseOnDevicePage(_ page: ProviderPage) -> ProviderFormAnswer? {
        view?.showMenu(Self.deviceMenu)
        while true {
            guard let line = view?.answer(Prompt.choice) else { return nil }
            guard let choice = Self.deviceMenu.action(for: line) else {
                view?.showError(Self.deviceMenu.unknownChoiceMessage)
                continue
            }
            var userCode = page.userCode
            if userCode.isEmpty {
                guard let typed = view?.answer(.text("Code", maximumLength: 32)) else { return nil }
                userCode = typed.trimmingWhitespace()
            } else {
                view?.showLine(BrowserText.deviceCode(userCode))
            }
            guard let (email, password) = askCredentials() else { return nil }
            guard let email else {
                view?.showMenu(Self.deviceMenu)
                continue
            }
            return .decide(approves: choice == .approve, userCode: userCode, email: email, password: password)
        }
    }

    private func returnedToApp(_ answer: LoopbackReturn, after lastAnswer: ProviderFormAnswer?)
        -> CommandOutcome
    {
        switch answer {
        case .accepted:
            if case .signIn? = lastAnswer {
                view?.showSuccess(BrowserText.signedInBackToApp)
            } else {
                view?.showSuccess(BrowserText.backToApp)
            }
            return .done
        case .refused:
            view?.showFailure("\(CommandFailureText.program): \(BrowserText.appRefused)")
            return .failed
        case .notListening:
            view?.showFailure("\(CommandFailureText.program): \(BrowserText.appNotListening)")
            return .failed
        }
    }
}

/// How asking for the login page's credentials ended.
private enum AskedSignIn {
    /// With an email and a password to post.
    case answer(ProviderFormAnswer)
    /// With an empty email: back to the page's menu.
    case back
    /// At the end of input.
    case endOfInput
}
