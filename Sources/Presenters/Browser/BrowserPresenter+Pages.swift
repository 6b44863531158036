import Interactors

// The pages `viper-auth browser` plays on a terminal: the hosted login page and the account page.
extension BrowserPresenter {
    /// The login page: a menu until the person signs in, cancels or chooses "forgot password".
    func loginPage(url: String) async -> CommandOutcome {
        view?.showTitle(BrowserText.loginTitle)
        view?.showBody([BrowserText.loginIntroduction])
        view?.showMenu(Self.menu)
        while true {
            guard let line = view?.answer(Prompt.choice) else { return endOfInput() }
            guard let choice = Self.menu.action(for: line) else {
                view?.showError(Self.menu.unknownChoiceMessage)
                continue
            }
            let answer: HostedPageAnswer
            switch choice {
            case .signIn:
                // A wrong email and password pair asks again from the email; an empty email leaves.
                var signedIn: HostedPageAnswer?
                while signedIn == nil {
                    guard let (email, password) = askCredentials() else { return endOfInput() }
                    guard let email else { break }
                    view?.showProgress(BrowserText.signingIn)
                    let attempt = await interactor.signIn(authorizeURL: url, email: email, password: password)
                    view?.hideProgress()
                    if case .refused(let refusal) = attempt {
                        view?.showError(BrowserText.message(for: refusal))
                    } else {
                        signedIn = attempt
                    }
                }
                guard let signedIn else {
                    view?.showMenu(Self.menu)
                    continue
                }
                answer = signedIn
            case .forgotPassword:
                answer = await interactor.forgotPassword(authorizeURL: url)
            case .cancel:
                answer = await interactor.cancel(authorizeURL: url)
            }
            switch answer {
            case .accepted(let redirect):
                view?.showSuccess(choice == .signIn ? BrowserText.signedInRedirect : BrowserText.redirect)
                view?.showBody([redirect])
                view?.showBody([BrowserText.pasteRedirect])
                return .done
            case .refused(let refusal):
                view?.showError(BrowserText.message(for: refusal))
                view?.showMenu(Self.menu)
            }
        }
    }

    /// The account page: signs in and shows a one-time registration code.
    func registrationCode() async -> CommandOutcome {
        view?.showTitle(BrowserText.accountTitle)
        view?.showBody(BrowserText.accountIntroduction)
        while true {
            guard let (email, password) = askCredentials() else { return endOfInput() }
            guard let email else {
                view?.showLine(BrowserText.noCodeIssued)
                return .failed
            }
            view?.showProgress(BrowserText.signingIn)
            let answer = await interactor.registrationCode(email: email, password: password)
            view?.hideProgress()
            switch answer {
            case .accepted(let code):
                view?.showSuccess(BrowserText.codeIssued)
                view?.showBody([code])
                view?.showBody([BrowserText.useCode])
                return .done
            case .refused(let refusal):
                view?.showError(BrowserText.message(for: refusal))
            }
        }
    }

    /// Email (asked again until it has the shape of one), then password (echo off, asked again
    /// while empty); nil at end of input, a nil email when the email line was empty.
    func askCredentials() -> (String?, SecretInput)? {
        var email = ""
        while true {
            guard let line = view?.answer(.text("Email", maximumLength: 254)) else { return nil }
            email = line.trimmingWhitespace()
            guard !email.isEmpty else { return (nil, SecretInput("")) }
            if interactor.isPlausibleEmail(email) { break }
            view?.showError(SignUpProblemText.message(for: .invalidEmail))
        }
        while true {
            guard let password = view?.answer(.secret("Password")) else { return nil }
            if !password.isEmpty { return (email, SecretInput(password)) }
            view?.showError(BrowserText.enterPassword)
        }
    }
}
