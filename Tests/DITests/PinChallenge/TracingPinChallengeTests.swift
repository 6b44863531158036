import Interactors
import Presenters
import Testing
import Views

@testable import DI

@MainActor
@Suite("The PinChallenge tracing decorators")
struct TracingPinChallengeTests {
    static let session = UserSession(
        owner: .profile("prf_ada"), fullName: "Ada Lovelace", email: "ada@example.org", roleName: "Teacher",
        schoolName: "Northfield Primary", academicUnitName: "Year 5", permissions: [],
        expiresAt: 1_900_000_000)
    static let pinRequest = PinRequest(pinLength: 5, previousFailures: 1, maximumFailures: 3)

    @Test("the interactor decorator hands over every use case between its two hops; a secret by its length")
    func interactor() async {
        let spy = PinChallengeSeamSpy<UserSession>(step: .enterPin(Self.pinRequest))
        let sut = TracingPinChallengeInteractor(base: spy, trace: spy.log.trace("PinChallenge")) {
            "signed in to \(ModuleTrace.describe($0.owner))"
        }

        #expect(await sut.currentStep() == .enterPin(Self.pinRequest))
        #expect(await sut.answer(SecretInput("24680")) == .enterPin(Self.pinRequest))
        spy.step = .touchSensor(.logIn)
        #expect(await sut.confirmBiometric(.notRecognised) == .touchSensor(.logIn))
        spy.step = .succeeded(Self.session)
        #expect(await sut.decline() == .succeeded(Self.session))
        await sut.cancel()

        #expect(
            spy.log.entries == [
                hop("Presenter -> Interactor: currentStep()"), .call(.currentStep),
                hop("Interactor -> Presenter: PIN requested (1 failed, 2 left)"),
                hop("Presenter -> Interactor: answer(5 characters, hidden)"),
                .call(.answer(SecretInput("24680"))),
                hop("Interactor -> Presenter: PIN requested (1 failed, 2 left)"),
                hop("Presenter -> Interactor: confirmBiometric(notRecognised)"),
                .call(.confirmBiometric(.notRecognised)),
                hop("Interactor -> Presenter: biometric check requested"),
                hop("Presenter -> Interactor: decline()"), .call(.decline),
                hop("Interactor -> Presenter: signed in to profile prf_ada"),
                hop("Presenter -> Interactor: cancel()"), .call(.cancel),
                hop("Interactor -> Presenter: cancelled"),
            ])
        #expect(!spy.log.hops.joined().contains("24680"))
    }

    @Test(
        "each step is named, never by a secret",
        arguments: [
            (
                PinEntryStep<UserSession>.enterPassword(previousAttemptFailed: true),
                "password requested again (wrong)"
            ),
            (.enterPassword(previousAttemptFailed: false), "password requested"),
            (.choosePassword, "new password requested"),
            (.failed(.cancelled), "failed: \(AppError.cancelled)"),
        ])
    func steps(_ step: PinEntryStep<UserSession>, _ named: String) async {
        let spy = PinChallengeSeamSpy<UserSession>(step: step)
        let sut = TracingPinChallengeInteractor(base: spy, trace: spy.log.trace("PinChallenge")) { _ in "" }

        _ = await sut.answer(SecretInput("open sesame"))

        #expect(spy.log.hops.last == "trace: PinChallenge: Interactor -> Presenter: \(named)")
        #expect(!spy.log.hops.joined().contains("open sesame"))
    }

    @Test("on a route that needs a session, the decorator ends it too, traced")
    func endsSession() async {
        let spy = PinChallengeSeamSpy<UserSession>(step: .choosePassword)
        let sut = TracingPinChallengeInteractor<UserSession, any SessionEnding>(
            base: spy, sessions: spy, trace: spy.log.trace("PinChallenge")
        ) { _ in "" }

        #expect(await sut.endSession(owner: .profile("prf_ada")) == .loggedOut)

        #expect(
            spy.log.entries == [
                hop("Presenter -> Interactor: endSession(owner: profile prf_ada)"),
                .call(.endSession(owner: .profile("prf_ada"))),
                hop("Interactor -> Presenter: session ended: loggedOut"),
            ])
    }

    @Test("the routing decorator writes one hop before each call it forwards, never a notice's words")
    func routing() {
        let spy = PinChallengeSeamSpy<UserSession>(step: .choosePassword)
        let sut = TracingPinChallengeRouting(base: spy, trace: spy.log.trace("PinChallenge"))

        sut.pinChallengeDidSignIn(owner: .profile("prf_ada"))
        sut.pinChallengeDidEnd(notice: .cancelled(.login))
        sut.pinChallengeDidDeregister(notice: .deregistered(.tooManyFailedAttempts))
        sut.changePinCurrentDidAcceptPin(profileId: "prf_ada")
        sut.changePinCurrentDidEnd(profileId: "prf_ada", notice: nil)
        sut.registerAuthenticatorDidRegister(
            profileId: "prf_ada", notice: .authenticatorRegistered(.biometric))
        sut.registerAuthenticatorDidEnd(profileId: "prf_ada", notice: nil)
        sut.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))

        #expect(
            spy.log.entries == [
                hop("Presenter -> Router: pinChallengeDidSignIn(owner: profile prf_ada)"),
                .call(.didSignIn(owner: .profile("prf_ada"))),
                hop("Presenter -> Router: pinChallengeDidEnd(notice:)"),
                .call(.didEnd(notice: .cancelled(.login))),
                hop("Presenter -> Router: pinChallengeDidDeregister(notice:)"),
                .call(.didDeregister(notice: .deregistered(.tooManyFailedAttempts))),
                hop("Presenter -> Router: changePinCurrentDidAcceptPin(profileId: prf_ada)"),
                .call(.didAcceptPin(profileId: "prf_ada")),
                hop("Presenter -> Router: changePinCurrentDidEnd(profileId: prf_ada, notice:)"),
                .call(.didEndPinChange(profileId: "prf_ada", notice: nil)),
                hop("Presenter -> Router: registerAuthenticatorDidRegister(profileId: prf_ada, notice:)"),
                .call(.didRegister(profileId: "prf_ada", notice: .authenticatorRegistered(.biometric))),
                hop("Presenter -> Router: registerAuthenticatorDidEnd(profileId: prf_ada, notice:)"),
                .call(.didEndRegistration(profileId: "prf_ada", notice: nil)),
                hop("Presenter -> Router: sessionDidEnd(notice:)"),
                .call(.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))),
            ])
    }

    @Test("the routing decorator holds its router weakly, as the presenter does")
    func routingHoldsRouterWeakly() {
        let log = DecoratorLog<PinChallengeSeamSpy<UserSession>.Call>()
        weak var released: PinChallengeSeamSpy<UserSession>?
        let sut: TracingPinChallengeRouting
        do {
            let spy = PinChallengeSeamSpy<UserSession>(step: .choosePassword)
            released = spy
            sut = TracingPinChallengeRouting(base: spy, trace: log.trace("PinChallenge"))
        }

        sut.pinChallengeDidSignIn(owner: .profile("prf_ada"))

        #expect(released == nil)
        #expect(
            log.hops == [
                "trace: PinChallenge: Presenter -> Router: pinChallengeDidSignIn(owner: profile prf_ada)"
            ])
    }

    @Test(
        "the view decorator traces what is shown by its call, and a PIN typed at the secret prompt by its length"
    )
    func view() async {
        let spy = PinChallengeSeamSpy<UserSession>(step: .choosePassword)
        let sut = TracingPinChallengeView(presenter: spy, trace: spy.log.trace("PinChallenge"))
        sut.attach(to: spy, loop: spy.loop)
        let lines = ["Enter your PIN (5 digits). An empty line cancels."]

        await sut.viewDidLoad()
        sut.showHeading(title: "Log in", lines: lines)
        sut.showLines(lines)
        spy.loop.prompt = .secret("PIN")
        await sut.didSubmit("24680")
        await sut.didSubmit("")
        await sut.viewDidReachEndOfInput()

        #expect(
            spy.log.entries == [
                hop("View -> Presenter: viewDidLoad()"), .call(.viewDidLoad),
                hop("Presenter -> View: showHeading(title: Log in, 1 lines)"),
                .call(.showHeading(title: "Log in", lines: lines)),
                hop("Presenter -> View: showLines(1 lines)"), .call(.showLines(lines)),
                hop("View -> Presenter: didSubmit(5 characters, hidden)"), .call(.didSubmit("24680")),
                hop("View -> Presenter: didSubmit(\"\")"), .call(.didSubmit("")),
                hop("View -> Presenter: viewDidReachEndOfInput()"), .call(.viewDidReachEndOfInput),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<PinChallengeSeamSpy<UserSession>.Call>.Entry {
        .hop("trace: PinChallenge: " + line)
    }
}
