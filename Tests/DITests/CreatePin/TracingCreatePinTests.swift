import Interactors
import Presenters
import Testing
import Views

@testable import DI

@MainActor
@Suite("The CreatePin tracing decorators")
struct TracingCreatePinTests {
    static let session = UserSession(
        owner: .profile("prf_ada"), fullName: "Ada Lovelace", email: "ada@example.org", roleName: "Teacher",
        schoolName: "Northfield Primary", academicUnitName: "Year 5", permissions: [],
        expiresAt: 1_900_000_000)

    @Test("the interactor decorator traces each use case; a PIN by its length, broken rules by their number")
    func interactor() async {
        let spy = CreatePinSeamSpy()
        spy.broken = [.noSequence, .notCommon]
        spy.chosen = .succeeded(Self.session)
        let sut = TracingCreatePinInteractor(base: spy, trace: spy.log.trace("CreatePin"))

        #expect(await sut.currentStep() == .chooseNewPin(CreatePinSeamSpy.request))
        #expect(
            sut.brokenRules(of: SecretInput("12345"), under: CreatePinSeamSpy.request.rules) == spy.broken)
        #expect(await sut.choose(SecretInput("24680")) == .succeeded(Self.session))
        await sut.cancel()

        #expect(
            spy.log.entries == [
                hop("Presenter -> Interactor: currentStep()"), .call(.currentStep),
                hop("Interactor -> Presenter: new PIN requested"),
                hop("Presenter -> Interactor: brokenRules(of: 5 characters, hidden)"),
                .call(.brokenRules(SecretInput("12345"))), hop("Interactor -> Presenter: rules broken: 2"),
                hop("Presenter -> Interactor: choose(5 characters, hidden)"),
                .call(.choose(SecretInput("24680"))),
                hop("Interactor -> Presenter: PIN set, profile prf_ada signed in"),
                hop("Presenter -> Interactor: cancel()"), .call(.cancel),
                hop("Interactor -> Presenter: cancelled"),
            ])
        let hops = spy.log.hops.joined()
        #expect(!hops.contains("12345") && !hops.contains("24680") && !hops.contains("sequence"))
    }

    @Test("a refused PIN is traced as refused, never by the rule it broke")
    func refusedPin() async {
        let spy = CreatePinSeamSpy()
        spy.chosen = .chooseNewPin(
            NewPinRequest(rules: CreatePinSeamSpy.request.rules, previousProblem: .notCommon))
        let sut = TracingCreatePinInteractor(base: spy, trace: spy.log.trace("CreatePin"))

        _ = await sut.choose(SecretInput("24680"))

        #expect(
            spy.log.hops.last
                == "trace: CreatePin: Interactor -> Presenter: new PIN requested again (refused)")
    }

    @Test("on the PIN change's route the decorator ends the session too, traced")
    func endsSession() async {
        let spy = CreatePinSeamSpy()
        let sut: any ChangePinNewInteracting = TracingCreatePinInteractor(
            base: spy, sessions: spy, trace: spy.log.trace("CreatePin"))

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
        let spy = CreatePinSeamSpy()
        let sut = TracingCreatePinRouting(base: spy, trace: spy.log.trace("CreatePin"))

        sut.createPinDidSignIn(owner: .profile("prf_ada"))
        sut.createPinDidEnd(notice: .cancelled(.registration))
        sut.changePinNewDidChangePin(profileId: "prf_ada")
        sut.changePinNewDidEnd(profileId: "prf_ada", notice: nil)
        sut.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))

        #expect(
            spy.log.entries == [
                hop("Presenter -> Router: createPinDidSignIn(owner: profile prf_ada)"),
                .call(.didSignIn(owner: .profile("prf_ada"))),
                hop("Presenter -> Router: createPinDidEnd(notice:)"),
                .call(.didEnd(notice: .cancelled(.registration))),
                hop("Presenter -> Router: changePinNewDidChangePin(profileId: prf_ada)"),
                .call(.didChangePin(profileId: "prf_ada")),
                hop("Presenter -> Router: changePinNewDidEnd(profileId: prf_ada, notice:)"),
                .call(.didEndPinChange(profileId: "prf_ada", notice: nil)),
                hop("Presenter -> Router: sessionDidEnd(notice:)"),
                .call(.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))),
            ])
    }

    @Test(
        "the view decorator traces the success by its call, and each PIN typed at a secret prompt by its length"
    )
    func view() async {
        let spy = CreatePinSeamSpy()
        let sut = TracingCreatePinView(presenter: spy, trace: spy.log.trace("CreatePin"))
        sut.attach(to: spy, loop: spy.loop)

        sut.showHeading(title: "Create your PIN", lines: ["Choose a PIN of 5 digits."])
        sut.ask(.secret("New PIN"))
        spy.loop.prompt = .secret("New PIN")
        await sut.didSubmit("24680")
        spy.loop.prompt = .secret("Confirm PIN")
        await sut.didSubmit("24680")
        sut.showSuccess("Your PIN is set. Welcome, Ada Lovelace.")

        #expect(
            spy.log.entries == [
                hop("Presenter -> View: showHeading(title: Create your PIN, 1 lines)"),
                .call(.showHeading(title: "Create your PIN", lines: ["Choose a PIN of 5 digits."])),
                hop("Presenter -> View: ask(\"New PIN\", secret)"), .call(.shared(.ask(.secret("New PIN")))),
                hop("View -> Presenter: didSubmit(5 characters, hidden)"), .call(.didSubmit("24680")),
                hop("View -> Presenter: didSubmit(5 characters, hidden)"), .call(.didSubmit("24680")),
                hop("Presenter -> View: showSuccess(_:)"),
                .call(.showSuccess("Your PIN is set. Welcome, Ada Lovelace.")),
            ])
        #expect(!spy.log.hops.joined().contains("Ada"))
    }

    private func hop(_ line: String) -> DecoratorLog<CreatePinSeamSpy.Call>.Entry {
        .hop("trace: CreatePin: " + line)
    }
}
