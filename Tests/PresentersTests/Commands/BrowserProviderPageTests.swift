import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Browser presenter: the provider's pages over HTTP")
struct BrowserProviderPageTests {
    private let authorize = "http://127.0.0.1:8720/oauth2/authorize?x=1"
    private let device = "http://127.0.0.1:8720/oauth2/device?user_code=BCDF-GHJK"
    private let loading: [BrowserViewSpy.Message] = [.progress("Loading the page…"), .hideProgress]
    private var loginPage: [BrowserViewSpy.Message] {
        [.title("viper-auth login page"), .body(["viper-auth asks you to sign in."])] + loading
    }
    private let credentials: [BrowserViewSpy.Message] = [
        .ask(.text("Email", maximumLength: 254)), .ask(.secret("Password")),
    ]

    @Test(
        "sign in: a refusal shows the page's words and asks again from the email; the return to the app is handed over"
    )
    func signsIn() async {
        let (sut, view, interactor) = makeSUT()
        interactor.providerPages = [authorize: .signIn]
        interactor.providerSteps = [
            .form(ProviderPage(kind: .signIn)),
            .form(ProviderPage(kind: .signIn, alert: "The email or password is incorrect.")),
            .returnedToApp(.accepted),
        ]
        view.lines = ["signin", "ada@example.org", "wrong", "ada@example.org", "right"]

        #expect(await sut.run(.address(authorize)) == .done)
        #expect(
            view.messages == loginPage + [.menu(["signin", "forgot", "cancel"]), .ask(.choice)] + credentials
                + loading + [.error("The page says: The email or password is incorrect.")] + credentials
                + loading
                + [.success("Signed in. The browser went back to the app: return to it.")])
        #expect(
            interactor.calls == [
                .loadProviderPage(authorize), .submitSignIn(email: "ada@example.org"),
                .submitSignIn(email: "ada@example.org"),
            ])
    }

    @Test(
        "cancel and forgot password go back to the app; a redirect elsewhere is printed to paste",
        arguments: [("cancel", BrowserInteractorMock.Call.submitCancel), ("forgot", .submitForgotPassword)])
    func choices(line: String, call: BrowserInteractorMock.Call) async {
        let (sut, view, interactor) = makeSUT()
        interactor.providerPages = [authorize: .signIn]
        interactor.providerSteps = [.form(ProviderPage(kind: .signIn)), .returnedToApp(.accepted)]
        view.lines = [line]

        #expect(await sut.run(.address(authorize)) == .done)
        #expect(view.messages.last == .success("The browser went back to the app: return to it."))
        #expect(interactor.calls == [.loadProviderPage(authorize), call])
    }

    @Test("a redirect that is not to this machine is printed to paste")
    func redirectToPaste() async {
        let (sut, view, interactor) = makeSUT()
        interactor.providerPages = [authorize: .signIn]
        interactor.providerSteps = [
            .form(ProviderPage(kind: .signIn)), .redirect("viperauth://callback?code=c"),
        ]
        view.lines = ["signin", "ada@example.org", "right"]

        #expect(await sut.run(.address(authorize)) == .done)
        #expect(
            Array(view.messages.suffix(3)) == [
                .success("Signed in. The browser now goes to:"), .body(["viperauth://callback?code=c"]),
                .body(["Paste that address into the app."]),
            ])
    }

    @Test(
        "the app refusing or no longer listening, an error page, an unreachable page: one line on stderr, a failure",
        arguments: [
            (
                ProviderPageStep.returnedToApp(.refused),
                "viper-auth: The app did not accept this return: it is not the sign-in the app started, or the app has its answer already."
            ),
            (
                .returnedToApp(.notListening),
                "viper-auth: The app is no longer waiting for this sign-in. Start it again in the app."
            ),
            (
                .errorPage("Bad \u{1B}[2J request"),
                "viper-auth: The sign-in page cannot continue: Bad \u{1B}[2J request"
            ),
            (.unreachable, "viper-auth: The sign-in page could not be reached."),
            (.unexpected, "viper-auth: That address did not answer as a sign-in page does."),
        ])
    func failures(step: ProviderPageStep, line: String) async {
        let (sut, view, interactor) = makeSUT()
        interactor.providerPages = [authorize: .signIn]
        interactor.providerSteps = [.form(ProviderPage(kind: .signIn)), step]
        view.lines = ["cancel"]

        #expect(await sut.run(.address(authorize)) == .failed)
        #expect(view.messages.last == .failure(line))
    }

    @Test("the device page: the code it filled in is shown, the decision posted with the credentials")
    func approvesDevice() async {
        let (sut, view, interactor) = makeSUT()
        interactor.providerPages = [device: .deviceApproval]
        interactor.providerSteps = [
            .form(ProviderPage(kind: .deviceApproval, userCode: "BCDF-GHJK")), .decided,
        ]
        view.lines = ["approve", "ada@example.org", "right"]

        #expect(await sut.run(.address(device)) == .done)
        #expect(
            view.messages == [
                .title("viper-auth device page"),
                .body(["A terminal asks to use your account. Approve it only if you started it."]),
            ] + loading + [.menu(["approve", "deny"]), .ask(.choice), .line("Code: BCDF-GHJK")] + credentials
                + loading + [.success("Approved. The terminal that asked goes on.")])
        #expect(
            interactor.calls == [
                .loadProviderPage(device),
                .submitDecision(approves: true, userCode: "BCDF-GHJK", email: "ada@example.org"),
            ])
    }

    @Test("the device page without a code asks for it; deny is said so")
    func deniesDevice() async {
        let (sut, view, interactor) = makeSUT()
        interactor.providerPages = [device: .deviceApproval]
        interactor.providerSteps = [.form(ProviderPage(kind: .deviceApproval)), .decided]
        view.lines = ["deny", " BCDF-GHJK ", "ada@example.org", "right"]

        #expect(await sut.run(.address(device)) == .done)
        #expect(view.messages.contains(.ask(.text("Code", maximumLength: 32))))
        #expect(view.messages.last == .success("Denied. The terminal that asked is told so."))
        #expect(
            interactor.calls.last
                == .submitDecision(approves: false, userCode: "BCDF-GHJK", email: "ada@example.org"))
    }

    @Test("end of input on a provider page: nothing was signed in, and the home is never opened")
    func endOfInput() async {
        let (sut, view, interactor) = makeSUT()
        interactor.providerPages = [authorize: .signIn]
        interactor.providerSteps = [.form(ProviderPage(kind: .signIn))]

        #expect(await sut.run(.address(authorize)) == .failed)
        #expect(view.messages.suffix(2) == [.line(""), .line("End of input: nothing was signed in.")])
        #expect(interactor.calls == [.loadProviderPage(authorize)])
    }

    private func makeSUT() -> (BrowserPresenter, BrowserViewSpy, BrowserInteractorMock) {
        makeBrowserPresenter()
    }
}
