import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Registration presenter")
struct RegistrationPresenterTests {
    private struct SUT {
        let presenter: RegistrationPresenter
        let view: RegistrationViewSpy
        let interactor: RegistrationInteractorMock
        let router: RegistrationRouterSpy
    }

    private static let signInForm: [RegistrationViewSpy.Message] = [
        .showHeading(title: RegistrationText.signInTitle, lines: RegistrationText.signInIntroduction),
        RegistrationFixtures.askEmail,
    ]
    private static let signUpForm: [RegistrationViewSpy.Message] = [
        .showHeading(title: RegistrationText.signUpTitle, lines: RegistrationText.signUpIntroduction),
        .ask(SignUpField.fullName.question),
    ]
    private static let askSignUpEmail = RegistrationViewSpy.Message.ask(SignUpField.email.question)
    private static let askConfirmation = RegistrationViewSpy.Message.ask(SignUpField.confirmation.question)
    private static let creatingAccount: [RegistrationViewSpy.Message] = [
        .showProgress(RegistrationText.creatingAccount), .hideProgress,
    ]

    private func makeSUT(
        signUpProblems: Script<[SignUpProblem]> = .always([]), steps: Script<RegistrationStep> = []
    ) -> SUT {
        let view = RegistrationViewSpy()
        let interactor = RegistrationInteractorMock()
        interactor.signUpProblems = signUpProblems
        interactor.steps = steps
        let router = RegistrationRouterSpy()
        let presenter = RegistrationPresenter(interactor: interactor, router: router)
        presenter.view = view
        return SUT(presenter: presenter, view: view, interactor: interactor, router: router)
    }

    private func run(_ sut: SUT, _ acts: RegistrationAct...) async {
        await run(sut, acts)
    }

    private func run(_ sut: SUT, _ acts: [RegistrationAct]) async {
        await sut.presenter.viewDidLoad()
        for act in acts { await sut.presenter.perform(act) }
    }

    private func details(
        _ fullName: String, _ email: String, _ password: String, _ confirmation: String
    ) -> SignUpDetails {
        SignUpDetails(
            fullName: fullName, email: email, password: SecretInput(password),
            passwordConfirmation: SecretInput(confirmation))
    }

    @Test("shows the menu: every identity provider by number and keyword, and the way back")
    func showsMenu() async {
        let sut = makeSUT()

        await run(sut)

        #expect(
            sut.view.messages == [
                .showHeading(title: "Register", lines: ["Prove who you are to register this device."]),
                .showMenu(
                    Menu<RegistrationChoice>([
                        .init(.signIn, keyword: "signin", title: "Sign in with email and password"),
                        .init(.signUp, keyword: "signup", title: "Sign up for a new account"),
                        .init(.browser, keyword: "browser", title: "Sign in through the browser"),
                        .init(.device, keyword: "device", title: "Sign in with a code on another device"),
                        .init(
                            .twoStep, keyword: "twostep",
                            title: "Two-step: email and password, then a confirmation code"),
                        .init(.oneTimeCode, keyword: "code", title: "Register with a one-time code"),
                        .init(
                            .stateless, keyword: "stateless",
                            title: "Stateless session: sign in without registering"),
                        .init(.back, keyword: "back", title: "Back"),
                    ])),
            ])
        #expect(sut.interactor.calls.isEmpty)
        #expect(sut.router.messages.isEmpty)
    }

    @Test("Sign in asks for the email")
    func signInAsksEmail() async {
        let sut = makeSUT()

        await run(sut, .choose(.signIn))

        #expect(sut.view.messages == RegistrationFixtures.menuScreen + Self.signInForm)
    }

    @Test("back returns to Welcome")
    func backReturnsToWelcome() async {
        let sut = makeSUT()

        await run(sut, .choose(.back))

        #expect(sut.router.messages == [.didCancel])
        #expect(sut.interactor.calls.isEmpty)
    }

    @Test("signing in with email and password shows a spinner and routes to CreatePin")
    func signInRoutesToCreatePin() async {
        let sut = makeSUT(steps: [RegistrationFixtures.needsPin])

        await run(sut, .choose(.signIn), .enter(" lin@example.org "), .enter("correct horse"))

        #expect(
            sut.view.messages == RegistrationFixtures.menuScreen + Self.signInForm + [
                RegistrationFixtures.askPassword
            ]
                + RegistrationFixtures.checkingPassword)
        #expect(
            sut.interactor.calls == [
                RegistrationFixtures.checkingLin,
                .signIn(email: "lin@example.org", password: SecretInput("correct horse")),
            ])
        #expect(sut.router.messages == [.needsPin(.sample)])
    }

    @Test("a wrong email and password pair shows the one message and asks again from the email")
    func wrongPairAsksEmailAgain() async {
        let sut = makeSUT(steps: [.failed(.invalidCredentials), RegistrationFixtures.needsPin])

        await run(
            sut, .choose(.signIn), .enter("lin@example.org"), .enter("wrong password"),
            .enter("lin@example.org"), .enter("correct horse"))

        #expect(
            sut.view.messages == RegistrationFixtures.menuScreen + Self.signInForm + [
                RegistrationFixtures.askPassword
            ]
                + RegistrationFixtures.checkingPassword
                + [
                    .showError(.failure(ErrorPresentation(.invalidCredentials))),
                    RegistrationFixtures.askEmail,
                    RegistrationFixtures.askPassword,
                ]
                + RegistrationFixtures.checkingPassword)
        #expect(
            sut.interactor.calls == [
                RegistrationFixtures.checkingLin,
                .signIn(email: "lin@example.org", password: SecretInput("wrong password")),
                RegistrationFixtures.checkingLin,
                .signIn(email: "lin@example.org", password: SecretInput("correct horse")),
            ])
        #expect(sut.router.messages == [.needsPin(.sample)])
    }

    @Test(
        "an email that is not an address is refused when typed, before anything is sent",
        arguments: ["lin", "lin@", "@example.org", "a@b@c"])
    func implausibleEmailAskedAgain(email: String) async {
        let sut = makeSUT(steps: [RegistrationFixtures.needsPin])
        sut.interactor.emailChecks = [false, true]

        await run(sut, .choose(.signIn), .enter(email), .enter("lin@example.org"), .enter("correct horse"))

        #expect(
            sut.view.messages == RegistrationFixtures.menuScreen + Self.signInForm + [
                .showError(.problem(SignUpProblemText.message(for: .invalidEmail))),
                RegistrationFixtures.askEmail,
                RegistrationFixtures.askPassword,
            ] + RegistrationFixtures.checkingPassword)
        #expect(
            sut.interactor.calls == [
                .isPlausibleEmail(email), RegistrationFixtures.checkingLin,
                .signIn(email: "lin@example.org", password: SecretInput("correct horse")),
            ])
    }

    @Test(
        "a refused sign-in for another reason shows the error and goes back to the menu",
        arguments: [AppError.tooManySignInAttempts(retryAfterSeconds: 900), .serverUnreachable])
    func refusedSignIn(error: AppError) async {
        let sut = makeSUT(steps: [.failed(error)])

        await run(sut, .choose(.signIn), .enter("lin@example.org"), .enter("wrong password"))

        #expect(
            sut.view.messages == RegistrationFixtures.menuScreen + Self.signInForm + [
                RegistrationFixtures.askPassword
            ]
                + RegistrationFixtures.checkingPassword
                + [.showError(.failure(ErrorPresentation(error)))] + RegistrationFixtures.menuScreen)
        #expect(
            sut.interactor.calls == [
                RegistrationFixtures.checkingLin,
                .signIn(email: "lin@example.org", password: SecretInput("wrong password")),
            ])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("an empty email goes back to the menu without asking the server")
    func emptyEmailGoesBack() async {
        let sut = makeSUT()

        await run(sut, .choose(.signIn), .goBack)

        #expect(
            sut.view.messages == RegistrationFixtures.menuScreen + Self.signInForm
                + RegistrationFixtures.menuScreen)
        #expect(sut.interactor.calls.isEmpty)
    }

    @Test("an empty password is asked again without asking the server")
    func emptyPasswordAskedAgain() async {
        let sut = makeSUT(steps: [RegistrationFixtures.needsPin])

        await run(sut, .choose(.signIn), .enter("lin@example.org"), .enter(""), .enter("correct horse"))

        #expect(
            sut.view.messages == RegistrationFixtures.menuScreen + Self.signInForm + [
                RegistrationFixtures.askPassword, .showError(.problem(RegistrationText.emptyPassword)),
            ] + RegistrationFixtures.checkingPassword)
        #expect(
            sut.interactor.calls == [
                RegistrationFixtures.checkingLin,
                .signIn(email: "lin@example.org", password: SecretInput("correct horse")),
            ])
        #expect(sut.router.messages == [.needsPin(.sample)])
    }

    @Test("signing up with valid details checks them, creates the account and routes to CreatePin")
    func signUpRoutesToCreatePin() async {
        let sut = makeSUT(steps: [RegistrationFixtures.needsPin])

        await run(
            sut, .choose(.signUp), .enter("Ada Example"), .enter("ada@example.org"), .enter("correct horse"),
            .enter("correct horse"))

        let entered = details("Ada Example", "ada@example.org", "correct horse", "correct horse")
        #expect(
            sut.view.messages == RegistrationFixtures.menuScreen + Self.signUpForm + [
                Self.askSignUpEmail, RegistrationFixtures.askPassword, Self.askConfirmation,
            ] + Self.creatingAccount)
        #expect(
            sut.interactor.calls == [
                .problems(details("Ada Example", "", "", "")),
                .problems(details("Ada Example", "ada@example.org", "", "")),
                .problems(details("Ada Example", "ada@example.org", "correct horse", "")),
                .problems(entered), .signUp(entered),
            ])
        #expect(sut.router.messages == [.needsPin(.sample)])
    }

    @Test("each sign-up field is checked when it is entered and asked again at once")
    func signUpFieldsCheckedWhenEntered() async {
        let sut = makeSUT(
            signUpProblems: [
                [.invalidEmail, .passwordTooShort(minimum: 8)],  // after the name: not about the name
                [.invalidEmail, .passwordTooShort(minimum: 8)],  // after "ada@": the email
                [.passwordTooShort(minimum: 8)],  // after the corrected email
                [.passwordTooShort(minimum: 8), .passwordsDoNotMatch],  // after "short"
                [.passwordsDoNotMatch],  // after "correct horse"
                [.passwordsDoNotMatch],  // after the mistyped confirmation
                [.passwordsDoNotMatch],  // after the password typed again
                [],  // after the confirmation typed again
            ], steps: [RegistrationFixtures.needsPin])

        await run(
            sut, .choose(.signUp), .enter("Ada Example"), .enter("ada@"), .enter("ada@example.org"),
            .enter("short"), .enter("correct horse"),
            .enter("correct hose"), .enter("correct horse"), .enter("correct horse"))

        #expect(
            sut.view.messages == RegistrationFixtures.menuScreen + Self.signUpForm + [
                Self.askSignUpEmail,
                .showError(.problem(SignUpProblemText.message(for: .invalidEmail))),
                Self.askSignUpEmail, RegistrationFixtures.askPassword,
                .showError(.problem(SignUpProblemText.message(for: .passwordTooShort(minimum: 8)))),
                RegistrationFixtures.askPassword, Self.askConfirmation,
                .showError(.problem(SignUpProblemText.message(for: .passwordsDoNotMatch))),
                RegistrationFixtures.askPassword, Self.askConfirmation,
            ] + Self.creatingAccount)
        let corrected = details("Ada Example", "ada@example.org", "correct horse", "correct horse")
        #expect(
            sut.interactor.calls == [
                .problems(details("Ada Example", "", "", "")),
                .problems(details("Ada Example", "ada@", "", "")),
                .problems(details("Ada Example", "ada@example.org", "", "")),
                .problems(details("Ada Example", "ada@example.org", "short", "")),
                .problems(details("Ada Example", "ada@example.org", "correct horse", "")),
                .problems(details("Ada Example", "ada@example.org", "correct horse", "correct hose")),
                .problems(details("Ada Example", "ada@example.org", "correct horse", "correct hose")),
                .problems(corrected), .signUp(corrected),
            ])
        #expect(sut.router.messages == [.needsPin(.sample)])
    }

    @Test(
        "each sign-up problem has its message and asks its own fields again",
        arguments: [
            (
                SignUpProblem.fullNameMissing, "Enter your full name.", 1,
                [SignUpField.fullName, .email]
            ),
            (
                SignUpProblem.fullNameHasControlCharacters,
                "The full name cannot contain control characters, such as tab or escape, "
                    + "or characters that reverse the text's direction.", 1,
                [SignUpField.fullName, .email]
            ),
            (
                SignUpProblem.fullNameTooLong(maximum: 100),
                "The full name can be at most 100 characters long.", 1,
                [SignUpField.fullName, .email]
            ),
            (
                SignUpProblem.invalidEmail, "Enter a valid email address, such as name@example.com.", 2,
                [SignUpField.email, .password]
            ),
            (
                SignUpProblem.passwordTooShort(minimum: 8),
                "The password must be at least 8 characters long.", 3,
                [SignUpField.password, .confirmation]
            ),
            (
                SignUpProblem.passwordsDoNotMatch, "The passwords do not match.", 4,
                [SignUpField.password, .confirmation]
            ),
        ])
    func eachSignUpProblem(problem: SignUpProblem, message: String, fieldNumber: Int, reasked: [SignUpField])
        async
    {
        // The problem is found when its field is entered (the check after field N is call N).
        let checks = (1...4).map { $0 == fieldNumber ? [problem] : [] }
        let sut = makeSUT(signUpProblems: Script(checks), steps: [RegistrationFixtures.needsPin])
        let answers = ["Ada Example", "ada@example.org", "correct horse", "correct horse"]

        await run(sut, [.choose(.signUp)] + answers.prefix(fieldNumber).map(RegistrationAct.enter))

        let askedBefore = [
            Self.askSignUpEmail, RegistrationFixtures.askPassword, Self.askConfirmation,
        ].prefix(fieldNumber - 1)
        #expect(
            sut.view.messages == RegistrationFixtures.menuScreen + Self.signUpForm + askedBefore + [
                .showError(.problem(message))
            ]
                + reasked.prefix(1).map { .ask($0.question) })
        #expect(sut.router.messages.isEmpty)
        // Each field is checked with those entered so far, the others empty; nothing is sent.
        let checked = (1...fieldNumber).map { entered in
            let fields = answers.prefix(entered) + Array(repeating: "", count: 4 - entered)
            return RegistrationInteractorMock.Call.problems(
                details(fields[0], fields[1], fields[2], fields[3]))
        }
        #expect(sut.interactor.calls == checked)
    }

    @Test("an email that already has an account is shown, then the menu again")
    func emailAlreadyRegistered() async {
        let sut = makeSUT(steps: [.failed(.emailAlreadyRegistered)])

        await run(
            sut, .choose(.signUp), .enter("Ada Example"), .enter("ada@example.org"), .enter("correct horse"),
            .enter("correct horse"))

        #expect(
            sut.view.messages == RegistrationFixtures.menuScreen + Self.signUpForm + [
                Self.askSignUpEmail, RegistrationFixtures.askPassword, Self.askConfirmation,
            ] + Self.creatingAccount + [.showError(.failure(ErrorPresentation(.emailAlreadyRegistered)))]
                + RegistrationFixtures.menuScreen)
        #expect(sut.router.messages.isEmpty)
    }

    @Test("a sign-up the server still refuses shows why and asks that field again")
    func serverRefusesSignUp() async {
        let sut = makeSUT(steps: [.failed(.signUpRejected(.invalidEmail)), RegistrationFixtures.needsPin])

        await run(
            sut, .choose(.signUp), .enter("Ada Example"), .enter("ada@example.org"), .enter("correct horse"),
            .enter("correct horse"),
            .enter("ada@example.com"))

        #expect(
            sut.view.messages == RegistrationFixtures.menuScreen + Self.signUpForm + [
                Self.askSignUpEmail, RegistrationFixtures.askPassword, Self.askConfirmation,
            ] + Self.creatingAccount + [
                .showError(.failure(ErrorPresentation(.signUpRejected(.invalidEmail)))),
                Self.askSignUpEmail,
            ] + Self.creatingAccount)
        let entered = details("Ada Example", "ada@example.org", "correct horse", "correct horse")
        let corrected = details("Ada Example", "ada@example.com", "correct horse", "correct horse")
        #expect(
            sut.interactor.calls == [
                .problems(details("Ada Example", "", "", "")),
                .problems(details("Ada Example", "ada@example.org", "", "")),
                .problems(details("Ada Example", "ada@example.org", "correct horse", "")),
                .problems(entered), .signUp(entered), .problems(corrected), .signUp(corrected),
            ])
        #expect(sut.router.messages == [.needsPin(.sample)])
    }

    @Test("an empty full name goes back to the menu")
    func emptyFullNameGoesBack() async {
        let sut = makeSUT()

        await run(sut, .choose(.signUp), .goBack)

        #expect(
            sut.view.messages == RegistrationFixtures.menuScreen + Self.signUpForm
                + RegistrationFixtures.menuScreen)
        #expect(sut.interactor.calls.isEmpty)
    }

    @Test(
        "the end of input routes nowhere and starts nothing",
        arguments: [
            ([], []),
            (
                [RegistrationAct.choose(.signIn), .enter("lin@example.org")],
                [RegistrationFixtures.checkingLin]
            ),
        ])
    func endOfInput(acts: [RegistrationAct], checks: [RegistrationInteractorMock.Call]) async {
        let sut = makeSUT()

        await sut.presenter.viewDidLoad()
        for act in acts { await sut.presenter.perform(act) }
        await sut.presenter.viewDidReachEndOfInput()
        await sut.presenter.didChoose(.back)

        #expect(sut.interactor.calls == checks)
        #expect(sut.router.messages.isEmpty)
    }
}
