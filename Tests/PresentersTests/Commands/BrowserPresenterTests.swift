import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Browser presenter")
struct BrowserPresenterTests {
    private let authorize = "https://login.viper-auth.local/authorize?x=1"
    private let loginPage: [BrowserViewSpy.Message] = [
        .title("viper-auth login page"), .body(["viper-auth asks you to sign in."]),
        .menu(["signin", "forgot", "cancel"]), .ask(.choice),
    ]

    @Test("an app-to-web address: who is signed in on the web, on standard output")
    func appToWeb() async {
        let (sut, view, interactor) = makeSUT()
        interactor.addresses = [.success(.appToWeb("https://web/sso?token=t"))]
        interactor.webUsers = [.success(WebUser(userId: "usr_1", email: "ada@example.org", fullName: "Ada"))]

        #expect(await sut.run(.address("https://web/sso?token=t")) == .done)
        #expect(view.messages == [.result("Signed in on the web as Ada <ada@example.org> (user usr_1).")])
        #expect(
            interactor.calls == [
                .open, .address("https://web/sso?token=t"), .signInOnTheWeb("https://web/sso?token=t"),
            ])
    }

    @Test("an address the page does not serve is refused as a bad command line")
    func badAddress() async {
        let (sut, view, interactor) = makeSUT()
        interactor.addresses = [.failure(.badAppToWebAddress)]

        #expect(await sut.run(.address("https://elsewhere")) == .refused)
        #expect(view.messages == [.failure("viper-auth: That is not an app-to-web sign-in URL.")])
    }

    @Test("a used link fails")
    func usedLink() async {
        let (sut, view, interactor) = makeSUT()
        interactor.addresses = [.success(.appToWeb("u"))]
        interactor.webUsers = [.failure(.linkUnknownOrUsed)]

        #expect(await sut.run(.address("u")) == .failed)
        #expect(
            view.messages == [.failure("viper-auth: That sign-in link is not valid or was already used.")])
    }

    @Test("the login page: sign in, a wrong password asks again, then the redirect to paste")
    func signsIn() async {
        let (sut, view, interactor) = makeSUT()
        interactor.addresses = [.success(.authorize(authorize))]
        interactor.pageAnswers = [.refused(.invalidCredentials), .accepted("app://cb?code=c")]
        view.lines = ["signin", "ada@example.org", "wrong", "ada@example.org", "right"]

        #expect(await sut.run(.address(authorize)) == .done)
        let credentials: [BrowserViewSpy.Message] = [
            .ask(.text("Email", maximumLength: 254)), .ask(.secret("Password")), .progress("Signing in…"),
            .hideProgress,
        ]
        #expect(
            view.messages == loginPage + credentials + [.error("The email or password is incorrect.")]
                + credentials + [
                    .success("Signed in. The browser now goes to:"), .body(["app://cb?code=c"]),
                    .body(["Paste that address into the app."]),
                ])
    }

    @Test("end of input on the login page: nothing was signed in, a failure")
    func endOfInput() async {
        let (sut, view, interactor) = makeSUT()
        interactor.addresses = [.success(.authorize(authorize))]

        #expect(await sut.run(.address(authorize)) == .failed)
        #expect(view.messages == loginPage + [.line(""), .line("End of input: nothing was signed in.")])
    }

    @Test("--code: signs in on the account page and shows the code")
    func registrationCode() async {
        let (sut, view, interactor) = makeSUT()
        interactor.pageAnswers = [.accepted("ABCD-1234")]
        view.lines = ["ada@example.org", "secret"]

        #expect(await sut.run(.registrationCode) == .done)
        #expect(
            view.messages.suffix(3) == [
                .success("Your one-time registration code (it works once, for a few minutes):"),
                .body(["ABCD-1234"]),
                .body(["In the app: Register → Register with a one-time code, and paste it."]),
            ])
        #expect(interactor.calls == [.open, .registrationCode(email: "ada@example.org")])
    }

    @Test("--code with an empty email: no code, a failure")
    func noCode() async {
        let (sut, view, _) = makeSUT()
        view.lines = [""]

        #expect(await sut.run(.registrationCode) == .failed)
        #expect(view.messages.last == .line("No code was issued."))
    }

    private func makeSUT() -> (BrowserPresenter, BrowserViewSpy, BrowserInteractorMock) {
        makeBrowserPresenter()
    }
}
