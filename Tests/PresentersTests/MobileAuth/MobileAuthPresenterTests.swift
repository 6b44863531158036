import Interactors
import Testing

@testable import Presenters

@MainActor
@Suite("Mobile authentication presenter")
struct MobileAuthPresenterTests {
    private let menu = ["enroll", "pending", "handle", "back"]
    private let intro = [
        "Approve requests sent to this profile (viper-auth push) from this device.",
        "Enroll once; then handle the pending requests, oldest first.",
    ]
    private let library = PushRequest(
        id: "psh_1", profileId: "prf_ada", message: "Sign in to the library", isOneTimePassword: false,
        createdAt: 1_799_999_970, expiresAt: 1_800_000_090)
    private let code = PushRequest(
        id: "psh_2", profileId: "prf_ada", message: "Enter the code", isOneTimePassword: true,
        createdAt: 1_799_999_970, expiresAt: 1_800_000_090)
    private let pin = PinRequest(pinLength: 5, previousFailures: 0, maximumFailures: 3)
    private let noPending = MobileAuthViewSpy.Message.showLines(["No pending push requests."])

    // MARK: The screen

    @Test("shows the title, each pending request with its kind, time and expiry, and the menu")
    func screen() async {
        let (sut, view, interactor, router) = makeSUT()
        interactor.pendingResults = [.success([library, code])]

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                .showHeading(title: "Mobile authentication", lines: intro),
                .showLines([
                    "Pending push requests (2):",
                    "  1. \u{201C}Sign in to the library\u{201D} (accept or deny)",
                    "     sent 2027-01-15 07:59:30 UTC, expires in 1m 30s",
                    "  2. \u{201C}Enter the code\u{201D} (one-time code)",
                    "     sent 2027-01-15 07:59:30 UTC, expires in 1m 30s",
                ]),
                .showMenu(menu),
            ])
        #expect(
            interactor.calls == [.isEnrolled(profileId: "prf_ada"), .pendingRequests(profileId: "prf_ada")])
        #expect(router.messages.isEmpty)
    }

    @Test("without pending requests it says so")
    func nothingPending() async {
        let (sut, view, _, _) = makeSUT()

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                .showHeading(title: "Mobile authentication", lines: intro), noPending, .showMenu(menu),
            ])
    }

    @Test(
        "a listing that fails now shows the error and still the menu",
        arguments: [AppError.serverUnreachable, .serverUnavailable, .alreadyInProgress])
    func listingError(_ error: AppError) async {
        let (sut, view, interactor, router) = makeSUT()
        interactor.pendingResults = [.failure(error)]

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                .showHeading(title: "Mobile authentication", lines: intro),
                .showError(ErrorPresentation(error)), .showMenu(menu),
            ])
        #expect(router.messages.isEmpty)
    }

    @Test(
        "an error that ends the session ends it here, then goes to Welcome with its words",
        arguments: [AppError.profileDeregistered(.unknownToServer), .deviceNotRecognised, .notLoggedIn])
    func listingErrorEndsSession(_ error: AppError) async {
        let (sut, _, interactor, router) = makeSUT()
        interactor.pendingResults = [.failure(error)]

        await sut.viewDidLoad()

        #expect(interactor.calls.last == .endSession(profileId: "prf_ada"))
        #expect(router.messages == [.sessionDidEnd(notice: ErrorPresentation(error).notice)])
        await sut.didSubmit("back")
        #expect(router.messages.count == 1)
    }

    @Test("without a profile the session is over: what is left of it ends, and Welcome says so")
    func noProfile() async {
        let (sut, view, interactor, router) = makeSUT(profileId: nil)

        await sut.viewDidLoad()

        #expect(view.messages.isEmpty)
        #expect(interactor.calls == [.endSession(profileId: nil)])
        #expect(router.messages == [.sessionDidEnd(notice: ErrorPresentation(.notLoggedIn).notice)])
    }

    // MARK: The menu

    @Test(
        "Enroll enrolls with a spinner, says so, and shows the menu again, now without Enroll",
        arguments: ["enroll", "1", "ENROLL"])
    func enroll(_ line: String) async {
        let (sut, view, interactor, _) = await loadedSUT()

        await sut.didSubmit(line)

        #expect(
            view.messages == [
                .showProgress("Enrolling…"), .hideProgress,
                .showSuccess("Enrolled for mobile authentication and push."),
                .showMenu(["pending", "handle", "back"]),
            ])
        #expect(interactor.calls.last == .enroll(profileId: "prf_ada"))
    }

    @Test(
        "an enrollment that fails shows the error and the menu again",
        arguments: [AppError.serverUnreachable, .notEnrolled, .rejected(.malformedRequest)])
    func enrollFails(_ error: AppError) async {
        let (sut, view, interactor, router) = await loadedSUT()
        interactor.enrollResult = .failure(error)

        await sut.didSubmit("enroll")

        #expect(
            view.messages == [
                .showProgress("Enrolling…"), .hideProgress, .showError(ErrorPresentation(error)),
                .showMenu(menu),
            ])
        #expect(router.messages.isEmpty)
    }

    @Test("an enrollment refused because the session ended ends it here too, then goes to Welcome")
    func enrollEndsSession() async {
        let (sut, _, interactor, router) = await loadedSUT()
        let error = AppError.sessionEnded(.revoked)
        interactor.enrollResult = .failure(error)

        await sut.didSubmit("enroll")

        #expect(
            interactor.calls.suffix(2) == [.enroll(profileId: "prf_ada"), .endSession(profileId: "prf_ada")])
        #expect(router.messages == [.sessionDidEnd(notice: ErrorPresentation(error).notice)])
    }

    @Test("Show pending requests reads them again", arguments: ["pending", "2"])
    func refresh(_ line: String) async {
        let (sut, view, interactor, _) = await loadedSUT()
        interactor.pendingResults = [.success([library])]

        await sut.didSubmit(line)

        #expect(
            view.messages.first
                == .showLines([
                    "Pending push requests (1):",
                    "  1. \u{201C}Sign in to the library\u{201D} (accept or deny)",
                    "     sent 2027-01-15 07:59:30 UTC, expires in 1m 30s",
                ]))
        #expect(view.messages.last == .showMenu(menu))
        #expect(
            interactor.calls == [
                .isEnrolled(profileId: "prf_ada"), .pendingRequests(profileId: "prf_ada"),
                .pendingRequests(profileId: "prf_ada"),
            ])
    }

    @Test("Back goes to the dashboard of the profile", arguments: ["back", "4"])
    func back(_ line: String) async {
        let (sut, _, interactor, router) = await loadedSUT()

        await sut.didSubmit(line)

        #expect(router.messages == [.didGoBack(profileId: "prf_ada")])
        #expect(
            interactor.calls == [.isEnrolled(profileId: "prf_ada"), .pendingRequests(profileId: "prf_ada")])
    }

    @Test("garbage at the menu gets the unknown-choice message", arguments: ["", "0", "5", "accept", "quit"])
    func garbageAtMenu(_ line: String) async {
        let (sut, view, interactor, router) = await loadedSUT()

        await sut.didSubmit(line)

        #expect(view.messages == [.showProblem("Please choose 1–4, or type a keyword such as \"enroll\".")])
        #expect(
            interactor.calls == [.isEnrolled(profileId: "prf_ada"), .pendingRequests(profileId: "prf_ada")])
        #expect(router.messages.isEmpty)
    }

    @Test("end of input at the menu changes nothing")
    func endOfInputAtMenu() async {
        let (sut, view, interactor, router) = await loadedSUT()

        await sut.viewDidReachEndOfInput()

        #expect(view.messages.isEmpty)
        #expect(
            interactor.calls == [.isEnrolled(profileId: "prf_ada"), .pendingRequests(profileId: "prf_ada")])
        #expect(router.messages.isEmpty)
    }

    // MARK: Handling requests

    @Test("accept, then the PIN: the request is accepted, then the list and menu again")
    func acceptWithPin() async {
        let (sut, view, interactor, router) = await loadedSUT()
        interactor.steps = [.decidePush(library), .enterPin(pin), handled([(library, .accepted)])]

        await sut.didSubmit("handle")
        await sut.didSubmit("accept")
        await sut.didSubmit("28461")

        #expect(
            view.messages == [
                .showHeading(
                    title: "Push request",
                    lines: [
                        "\u{201C}Sign in to the library\u{201D}",
                        "sent 2027-01-15 07:59:30 UTC, expires in 1m 30s",
                        "Accept or deny it. An empty line leaves it pending.",
                    ]),
                .ask(.text("Accept or deny")),
                .showLines([
                    "Confirm with your PIN (5 digits). An empty line leaves the request pending.",
                    "A wrong PIN denies the request and logs you out.",
                ]),
                .ask(.secret("PIN")),
                .showProgress("Checking your PIN…"), .hideProgress,
                .showLines(["\u{201C}Sign in to the library\u{201D}: accepted."]),
                noPending, .showMenu(menu),
            ])
        #expect(
            interactor.calls == [
                .isEnrolled(profileId: "prf_ada"), .pendingRequests(profileId: "prf_ada"),
                .beginHandling(profileId: "prf_ada"),
                .decide(accept: true),
                .confirm(pinLength: 5), .pendingRequests(profileId: "prf_ada"),
            ])
        #expect(router.messages.isEmpty)
    }

    @Test("deny denies without a PIN", arguments: ["deny", "d", " NO "])
    func deny(_ line: String) async {
        let (sut, view, interactor, _) = await loadedSUT()
        interactor.steps = [.decidePush(library), handled([(library, .denied)])]

        await sut.didSubmit("handle")
        view.clear()
        await sut.didSubmit(line)

        #expect(
            view.messages == [
                .showLines(["\u{201C}Sign in to the library\u{201D}: denied."]), noPending, .showMenu(menu),
            ])
        #expect(
            interactor.calls.suffix(2) == [.decide(accept: false), .pendingRequests(profileId: "prf_ada")])
    }

    @Test(
        "garbage at the decision is refused and asked again; nothing is answered",
        arguments: ["maybe", "1", "acept"])
    func garbageDecision(_ line: String) async {
        let (sut, view, interactor, _) = await loadedSUT()
        interactor.steps = [.decidePush(library), handled([(library, .accepted)])]
        await sut.didSubmit("handle")
        view.clear()

        await sut.didSubmit(line)

        #expect(
            view.messages == [
                .showProblem("Please type accept or deny (an empty line leaves the request pending).")
            ])
        #expect(interactor.calls.last == .beginHandling(profileId: "prf_ada"))
        await sut.didSubmit("yes")
        #expect(
            interactor.calls.suffix(2) == [.decide(accept: true), .pendingRequests(profileId: "prf_ada")])
    }

    @Test("an empty line at the decision leaves the request pending")
    func emptyDecision() async {
        let (sut, view, interactor, router) = await loadedSUT()
        interactor.steps = [.decidePush(library), handled([(library, .leftPending)])]
        await sut.didSubmit("handle")
        view.clear()

        await sut.didSubmit("")

        #expect(
            view.messages == [
                .showLines(["\u{201C}Sign in to the library\u{201D}: left pending."]), noPending,
                .showMenu(menu),
            ])
        #expect(interactor.calls.suffix(2) == [.cancel, .pendingRequests(profileId: "prf_ada")])
        #expect(router.messages.isEmpty)
    }

    @Test(
        "a line that cannot be a PIN costs nothing and the PIN is asked again",
        arguments: ["1234", "123456", "12a45"])
    func notAPin(_ line: String) async {
        let (sut, view, interactor, _) = await loadedSUT()
        interactor.steps = [.decidePush(library), .enterPin(pin)]
        await sut.didSubmit("handle")
        await sut.didSubmit("accept")
        view.clear()

        await sut.didSubmit(line)

        #expect(view.messages == [.showProblem("A PIN is 5 digits, 0 to 9. Try again.")])
        #expect(interactor.calls.last == .decide(accept: true))
    }

    @Test("an empty PIN leaves the request pending")
    func emptyPin() async {
        let (sut, _, interactor, router) = await loadedSUT()
        interactor.steps = [.decidePush(library), .enterPin(pin), handled([(library, .leftPending)])]
        await sut.didSubmit("handle")
        await sut.didSubmit("accept")

        await sut.didSubmit("")

        #expect(interactor.calls.suffix(2) == [.cancel, .pendingRequests(profileId: "prf_ada")])
        #expect(router.messages.isEmpty)
    }

    @Test("a wrong PIN denies the request and ends the session here: Welcome says why")
    func wrongPin() async {
        let (sut, view, interactor, router) = await loadedSUT()
        interactor.steps = [
            .decidePush(library), .enterPin(pin), handled([(library, .authenticationFailed)]),
        ]
        await sut.didSubmit("handle")
        await sut.didSubmit("accept")
        view.clear()

        await sut.didSubmit("11111")

        #expect(
            view.messages == [
                .showProgress("Checking your PIN…"), .hideProgress,
                .showLines(["\u{201C}Sign in to the library\u{201D}: denied (wrong PIN)."]),
            ])
        let failed = PushOutcome(request: library, result: .authenticationFailed)
        #expect(
            router.messages == [.sessionDidEnd(notice: MobileAuthText.loggedOut(failed, answeredWith: .pin))])
        let ended: [MobileAuthInteractorMock.Call] = [
            .confirm(pinLength: 5), .endSession(profileId: "prf_ada"),
        ]
        #expect(interactor.calls.suffix(2) == ended)
        await sut.didSubmit("handle")
        #expect(interactor.calls.suffix(2) == ended)
    }

    @Test("a one-time code is typed; garbage is refused first; several results are shown in order")
    func oneTimeCode() async {
        let (sut, view, interactor, _) = await loadedSUT()
        interactor.steps = [
            .decidePush(library), .enterOneTimePassword(code),
            handled([(library, .denied), (code, .expired)]),
        ]
        await sut.didSubmit("handle")
        await sut.didSubmit("deny")
        #expect(
            view.messages.suffix(2) == [
                .showHeading(
                    title: "One-time code request",
                    lines: [
                        "\u{201C}Enter the code\u{201D}",
                        "sent 2027-01-15 07:59:30 UTC, expires in 1m 30s",
                        "Type the one-time code given by viper-auth push. An empty line leaves it pending.",
                    ]),
                .ask(.text("Code")),
            ])
        view.clear()

        await sut.didSubmit("12345")
        await sut.didSubmit("12a456")
        await sut.didSubmit(" 934169 ")

        #expect(
            view.messages == [
                .showProblem("A one-time code is 6 digits, 0 to 9. Try again."),
                .showProblem("A one-time code is 6 digits, 0 to 9. Try again."),
                .showLines([
                    "\u{201C}Sign in to the library\u{201D}: denied.",
                    "\u{201C}Enter the code\u{201D}: expired before it was answered.",
                ]),
                noPending, .showMenu(menu),
            ])
        #expect(interactor.calls.suffix(2) == [.enterCode("934169"), .pendingRequests(profileId: "prf_ada")])
    }

    @Test("an empty code leaves the request pending")
    func emptyCode() async {
        let (sut, _, interactor, _) = await loadedSUT()
        interactor.steps = [.enterOneTimePassword(code), handled([(code, .leftPending)])]
        await sut.didSubmit("handle")

        await sut.didSubmit("")

        #expect(interactor.calls.suffix(2) == [.cancel, .pendingRequests(profileId: "prf_ada")])
    }

    @Test("with nothing pending, handling says so")
    func nothingToHandle() async {
        let (sut, view, interactor, _) = await loadedSUT()
        interactor.steps = [handled([])]

        await sut.didSubmit("handle")

        #expect(
            view.messages == [
                .showLines(["There were no pending requests to handle."]), noPending, .showMenu(menu),
            ])
    }

    @Test(
        "handling that fails shows the error, then the list and menu again",
        arguments: [AppError.alreadyInProgress, .serverUnreachable, .pushRequestNotFound])
    func handlingFails(_ error: AppError) async {
        let (sut, view, interactor, router) = await loadedSUT()
        interactor.steps = [.decidePush(library), .failed(error)]
        await sut.didSubmit("handle")
        view.clear()

        await sut.didSubmit("accept")

        #expect(view.messages == [.showError(ErrorPresentation(error)), noPending, .showMenu(menu)])
        #expect(router.messages.isEmpty)
    }

    @Test("handling that finds the session over ends it here, then goes to Welcome")
    func handlingEndsSession() async {
        let (sut, _, interactor, router) = await loadedSUT()
        let error = AppError.profileDeregistered(.tooManyFailedAttempts)
        interactor.steps = [.failed(error)]

        await sut.didSubmit("handle")

        #expect(
            interactor.calls.suffix(2) == [
                .beginHandling(profileId: "prf_ada"), .endSession(profileId: "prf_ada"),
            ])
        #expect(router.messages == [.sessionDidEnd(notice: ErrorPresentation(error).notice)])
    }

    @Test("a question push handling never asks is left pending rather than answered")
    func unexpectedQuestion() async {
        let (sut, view, interactor, _) = await loadedSUT()
        interactor.steps = [
            .openBrowser(url: "https://idp.example/authorize"), handled([(library, .leftPending)]),
        ]

        await sut.didSubmit("handle")

        #expect(
            view.messages.first
                == .showProblem("This request cannot be confirmed that way; it was left pending."))
        #expect(
            interactor.calls.suffix(3) == [
                .beginHandling(profileId: "prf_ada"), .cancel, .pendingRequests(profileId: "prf_ada"),
            ])
    }

    @Test("end of input while a request is asked leaves it pending and routes nowhere")
    func endOfInputWhileHandling() async {
        let (sut, _, interactor, router) = await loadedSUT()
        interactor.steps = [.decidePush(library), .enterPin(pin), handled([(library, .leftPending)])]
        await sut.didSubmit("handle")
        await sut.didSubmit("accept")

        await sut.viewDidReachEndOfInput()

        #expect(interactor.calls.last == .cancel)
        #expect(router.messages.isEmpty)
    }

    @Test("the trace names each hop and never the PIN")
    func traces() async {
        let hops = HopRecorder()
        let (sut, _, interactor, _) = makeSUT(tracer: hops.tracer)
        interactor.steps = [.decidePush(library), .enterPin(pin), handled([(library, .accepted)])]
        await sut.viewDidLoad()
        await sut.didSubmit("handle")
        await sut.didSubmit("accept")
        await sut.didSubmit("28461")

        #expect(!hops.lines.joined().contains("28461"))
        #expect(
            hops.lines.contains("trace: MobileAuth: View -> Presenter: PIN (5 characters)")
                && hops.lines.contains(
                    "trace: MobileAuth: Presenter -> Interactor: confirm with PIN (5 characters)")
                && hops.lines.contains(
                    "trace: MobileAuth: Interactor -> Presenter: 1 push request(s) handled")
        )
    }

    // MARK: Helpers

    private func handled(_ outcomes: [(PushRequest, PushResult)]) -> ChallengeStep {
        .finished(.pushRequestsHandled(outcomes.map { PushOutcome(request: $0.0, result: $0.1) }))
    }

    private func loadedSUT() async -> (
        MobileAuthPresenter, MobileAuthViewSpy, MobileAuthInteractorMock, MobileAuthRouterSpy
    ) {
        let (sut, view, interactor, router) = makeSUT()
        await sut.viewDidLoad()
        view.clear()
        return (sut, view, interactor, router)
    }

    private func makeSUT(profileId: String? = "prf_ada", tracer: Tracer = .disabled)
        -> (MobileAuthPresenter, MobileAuthViewSpy, MobileAuthInteractorMock, MobileAuthRouterSpy)
    {
        let view = MobileAuthViewSpy()
        let interactor = MobileAuthInteractorMock()
        let router = MobileAuthRouterSpy()
        let sut = MobileAuthPresenter(
            profileId: profileId, interactor: interactor, router: router, tracer: tracer)
        sut.view = view
        return (sut, view, interactor, router)
    }
}
