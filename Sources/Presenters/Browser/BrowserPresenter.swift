import Interactors

/// `viper-auth browser`: plays the hosted login page (and web site) in a second terminal. For an
/// authorize URL it asks for email and password and prints the redirect to paste back into the
/// app; for an app-to-web URL it prints who is signed in on the web; for `--code` it signs in on
/// the account page and prints a one-time registration code.
@MainActor
package final class BrowserPresenter: BrowserPresenting {
    /// The view, held weakly: it owns this presenter.
    package weak var view: (any BrowserViewInterface)?
    let interactor: any BrowserInteracting

    /// The login page's menu.
    static let menu = Menu<BrowserChoice>([
        .init(.signIn, keyword: "signin", title: "Sign in with email and password"),
        .init(.forgotPassword, keyword: "forgot", title: "Forgot password"),
        .init(.cancel, keyword: "cancel", title: "Cancel"),
    ])

    /// A presenter over `interactor`; the builder sets `view`.
    package init(interactor: any BrowserInteracting) {
        self.interactor = interactor
    }

    /// Opens the page and plays what `target` asks; an address the page does not serve is refused
    /// as a bad command line.
    package func run(_ target: BrowserTarget) async -> CommandOutcome {
        // The provider's own pages are played over HTTP: the home is not opened, so the app that
        // waits for the redirect may hold it.
        if case .address(let url) = target, let kind = interactor.providerPageKind(url) {
            return await providerPage(url: url, kind: kind)
        }
        do throws(CompanionError) {
            try interactor.open()
            switch target {
            case .registrationCode:
                return await registrationCode()
            case .address(let url):
                switch try await interactor.address(url) {
                case .appToWeb(let url):
                    view?.showResult(BrowserText.signedInOnTheWeb(try await interactor.signInOnTheWeb(url)))
                    return .done
                case .authorize(let url):
                    return await loginPage(url: url)
                }
            }
        } catch {
            view?.showFailure("\(CommandFailureText.program): \(BrowserText.message(for: error))")
            switch error {
            case .badSignInAddress, .badAppToWebAddress: return .refused
            case .linkUnknownOrUsed, .linkExpired, .serverDataUnavailable, .signingKeySetAside,
                .ownedByServer:
                return .failed
            }
        }
    }

    func endOfInput() -> CommandOutcome {
        view?.showLine("")
        view?.showLine(BrowserText.endOfInput)
        return .failed
    }
}
