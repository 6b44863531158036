import Interactors
import TestSupport
import Testing

@MainActor
@Suite("Registration's interactor decorator")
struct TracingRegistrationTests {
    nonisolated static let email = "lin@example.org"
    nonisolated static let password = SecretInput("correct horse")
    nonisolated static let details = SignUpDetails(
        fullName: "Lin Chen", email: email, password: password, passwordConfirmation: password)
    nonisolated static let redirect = "http://127.0.0.1:40321/callback?code=c0de-0nce&state=st4te"
    nonisolated static let challengeAnswer = "042917"
    nonisolated static let oneTimeCode = "RC-7Q2M-0NCE"
    nonisolated static let foundProblems: [SignUpProblem] = [
        .passwordTooShort(minimum: 8), .passwordsDoNotMatch,
    ]

    @Test("the interactor decorator hands over every use case between its two hops, naming nothing typed")
    func interactor() async throws {
        let mock = RegistrationInteractorMock(homeOption: "/tmp/lin")
        mock.signUpProblems = [Self.foundProblems]
        mock.steps = .always(.needsPin(.sample))
        mock.statelessSessions = [.success(TraceFixtures.session)]
        mock.waits = .always(.needsPin(.sample))
        mock.launchProblems = [nil, .couldNotStart(program: "xdg-open")]
        let log = DecoratorLog { mock.calls }
        let sut = try #require(log.trace("Registration")).traced(mock)

        #expect(sut.problems(in: Self.details) == Self.foundProblems)
        #expect(sut.isPlausibleEmail(Self.email))
        #expect(await sut.signIn(email: Self.email, password: Self.password) == .needsPin(.sample))
        #expect(await sut.signUp(Self.details) == .needsPin(.sample))
        #expect(await sut.startBrowserRegistration() == .needsPin(.sample))
        #expect(await sut.openBrowser(for: .sample) == nil)
        #expect(await sut.openBrowser(for: .sample) == .couldNotStart(program: "xdg-open"))
        #expect(await sut.waitForBrowser(.sample) == .needsPin(.sample))
        #expect(try await sut.answerBrowserRedirect(Self.redirect, to: .sample) == .needsPin(.sample))
        await sut.cancelBrowserRegistration(.sample)
        #expect(await sut.startDeviceRegistration() == .needsPin(.sample))
        #expect(await sut.waitForDeviceApproval(.sample) == .needsPin(.sample))
        await sut.cancelDeviceRegistration(.sample)
        #expect(
            await sut.startTwoStepRegistration(email: Self.email, password: Self.password)
                == .needsPin(.sample))
        #expect(await sut.answerChallengeCode(Self.challengeAnswer, to: .sample) == .needsPin(.sample))
        #expect(await sut.registerWithOneTimeCode(Self.oneTimeCode) == .needsPin(.sample))
        #expect(
            try await sut.startStatelessSession(email: Self.email, password: Self.password)
                == TraceFixtures.session)
        await sut.cancelRegistration(.sample)
        #expect(sut.homeOption == "/tmp/lin")

        #expect(
            log.entries == [
                hop("Presenter -> Interactor: problems(in: sign-up details)"), .call(.problems(Self.details)),
                hop("Interactor -> Presenter: 2 problem(s)"),
                hop("Presenter -> Interactor: isPlausibleEmail(15 characters)"),
                .call(.isPlausibleEmail(Self.email)), hop("Interactor -> Presenter: plausible email"),
                hop("Presenter -> Interactor: signIn(email:password:)"),
                .call(.signIn(email: Self.email, password: Self.password)),
                hop("Interactor -> Presenter: new PIN requested"),
                hop("Presenter -> Interactor: signUp(_:)"), .call(.signUp(Self.details)),
                hop("Interactor -> Presenter: new PIN requested"),
                hop("Presenter -> Interactor: startBrowserRegistration()"), .call(.startBrowserRegistration),
                hop("Interactor -> Presenter: new PIN requested"),
                hop("Presenter -> Interactor: openBrowser(for: sign-in)"), .call(.openBrowser),
                hop("Interactor -> Presenter: browser opened"),
                hop("Presenter -> Interactor: openBrowser(for: sign-in)"), .call(.openBrowser),
                hop(
                    "Interactor -> Presenter: browser not opened: \(BrowserLaunchProblem.couldNotStart(program: "xdg-open"))"
                ),
                hop("Presenter -> Interactor: waitForBrowser(sign-in)"), .call(.waitForBrowser),
                hop("Interactor -> Presenter: new PIN requested"),
                hop("Presenter -> Interactor: answerBrowserRedirect(\(Self.redirect.count) characters)"),
                .call(.answerBrowserRedirect(Self.redirect)),
                hop("Interactor -> Presenter: new PIN requested"),
                hop("Presenter -> Interactor: cancelBrowserRegistration(sign-in)"),
                .call(.cancelBrowserRegistration),
                hop("Interactor -> Presenter: registration cancelled"),
                hop("Presenter -> Interactor: startDeviceRegistration()"), .call(.startDeviceRegistration),
                hop("Interactor -> Presenter: new PIN requested"),
                hop("Presenter -> Interactor: waitForDeviceApproval(sign-in)"), .call(.waitForDeviceApproval),
                hop("Interactor -> Presenter: new PIN requested"),
                hop("Presenter -> Interactor: cancelDeviceRegistration(sign-in)"),
                .call(.cancelDeviceRegistration),
                hop("Interactor -> Presenter: registration cancelled"),
                hop("Presenter -> Interactor: startTwoStepRegistration(email:password:)"),
                .call(.startTwoStepRegistration(email: Self.email, password: Self.password)),
                hop("Interactor -> Presenter: new PIN requested"),
                hop("Presenter -> Interactor: answerChallengeCode(6 characters)"),
                .call(.answerChallengeCode(Self.challengeAnswer)),
                hop("Interactor -> Presenter: new PIN requested"),
                hop("Presenter -> Interactor: registerWithOneTimeCode(12 characters)"),
                .call(.registerWithOneTimeCode(Self.oneTimeCode)),
                hop("Interactor -> Presenter: new PIN requested"),
                hop("Presenter -> Interactor: startStatelessSession(email:password:)"),
                .call(.startStatelessSession(email: Self.email, password: Self.password)),
                hop("Interactor -> Presenter: stateless session"),
                hop("Presenter -> Interactor: cancelRegistration()"), .call(.cancelRegistration),
                hop("Interactor -> Presenter: registration cancelled"),
            ])
        let trace = log.hops.joined(separator: "\n")
        for typed in [
            Self.email, "correct horse", "Lin Chen", Self.redirect, "c0de-0nce", Self.challengeAnswer,
            Self.oneTimeCode, "st4te", "WDJB-MJHT",
        ] {
            #expect(!trace.contains(typed), "\(typed) was traced")
        }
    }

    @Test(
        "a step is traced by what it is, never by the URL or the code it holds",
        arguments: [
            (RegistrationStep.needsPin(.sample), "new PIN requested"),
            (.openBrowser(.sample), "browser sign-in requested"),
            (.showDeviceCode(.sample), "device code shown"),
            (.answerChallengeCode(code: "042917", status: nil, .sample), "challenge code shown"),
            (
                .answerChallengeCode(code: "042917", status: .wrongAnswer(remainingTries: 2), .sample),
                "challenge code shown again (refused)"
            ),
            (.failed(.invalidOneTimeCode), "failed: \(AppError.invalidOneTimeCode)"),
        ])
    func step(step: RegistrationStep, described: String) async throws {
        let mock = RegistrationInteractorMock()
        mock.steps = [step]
        let log = DecoratorLog { mock.calls }
        let sut = try #require(log.trace("Registration")).traced(mock)

        #expect(await sut.startBrowserRegistration() == step)

        #expect(
            log.hops == [
                "trace: Registration: Presenter -> Interactor: startBrowserRegistration()",
                "trace: Registration: Interactor -> Presenter: \(described)",
            ])
    }

    @Test("a use case that throws is traced with its error, which reaches the presenter unchanged")
    func failure() async throws {
        let mock = RegistrationInteractorMock()
        mock.redirectRefusals = [.browserLoginFailed(reason: .notARedirectToThisApp)]
        let log = DecoratorLog { mock.calls }
        let sut = try #require(log.trace("Registration")).traced(mock)

        await #expect(throws: AppError.browserLoginFailed(reason: .notARedirectToThisApp)) {
            try await sut.answerBrowserRedirect("not a redirect", to: .sample)
        }

        let request = "answerBrowserRedirect(14 characters)"
        #expect(
            log.entries == [
                hop("Presenter -> Interactor: " + request), .call(.answerBrowserRedirect("not a redirect")),
                hop(
                    "Interactor -> Presenter: \(request) failed: \(AppError.browserLoginFailed(reason: .notARedirectToThisApp))"
                ),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<RegistrationInteractorMock.Call>.Entry {
        .hop("trace: Registration: " + line)
    }
}
