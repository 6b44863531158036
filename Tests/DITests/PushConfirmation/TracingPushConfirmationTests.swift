import Interactors
import Presenters
import Testing
import Views

@testable import DI

@MainActor
@Suite("The PushConfirmation tracing decorators")
struct TracingPushConfirmationTests {
    private let request = PushConfirmationSeamSpy.request
    private let pin = PinRequest(pinLength: 5, previousFailures: 0, maximumFailures: 3)

    @Test("the interactor decorator hands over every answer between its two hops")
    func interactor() async throws {
        let spy = PushConfirmationSeamSpy()
        spy.steps = [
            .enterPassword, .confirmWithSensor(.pushConfirmation), .enterPin(pin), .failed(.cancelled),
        ]
        let sut = makeInteractor(spy)

        #expect(await sut.currentStep() == .decide(request))
        #expect(await sut.decide(.accept) == .enterPassword)
        #expect(await sut.usePinInstead() == .confirmWithSensor(.pushConfirmation))
        #expect(await sut.confirmWithSensor(.usePin) == .enterPin(pin))
        #expect(await sut.leavePending() == .failed(.cancelled))
        #expect(sut.now() == spy.now())
        #expect(await sut.endSession(owner: .profile("prf_ada")) == .loggedOut)

        #expect(
            spy.log.entries == [
                hop("Presenter -> Interactor: currentStep()"), .call(.currentStep),
                hop("Interactor -> Presenter: push request psh_1 to decide"),
                hop("Presenter -> Interactor: decide(accept)"), .call(.decide(.accept)),
                hop("Interactor -> Presenter: password requested"),
                hop("Presenter -> Interactor: usePinInstead()"), .call(.usePinInstead),
                hop("Interactor -> Presenter: biometric check requested"),
                hop("Presenter -> Interactor: confirmWithSensor(usePin)"), .call(.confirmWithSensor(.usePin)),
                hop("Interactor -> Presenter: PIN requested (0 failed, 3 left)"),
                hop("Presenter -> Interactor: leavePending()"), .call(.leavePending),
                hop("Interactor -> Presenter: failed: cancelled"),
                hop("Presenter -> Interactor: endSession(owner: profile prf_ada)"),
                .call(.endSession(owner: .profile("prf_ada"))),
                hop("Interactor -> Presenter: session ended: loggedOut"),
            ])
    }

    @Test("a PIN, a password or a one-time code reaches the interactor whole but is traced by its length")
    func secretsByLength() async throws {
        let spy = PushConfirmationSeamSpy()
        let sut = makeInteractor(spy)
        let code = try #require(OneTimeCode("284613"))

        _ = await sut.confirm(withPin: SecretInput("24680"))
        _ = await sut.confirm(withPassword: SecretInput("amber-kestrel-17"))
        _ = await sut.enterCode(code)

        #expect(
            spy.log.hops == [
                "trace: PushConfirmation: Presenter -> Interactor: confirm(withPin: 5 characters)",
                "trace: PushConfirmation: Interactor -> Presenter: 0 push request(s) handled",
                "trace: PushConfirmation: Presenter -> Interactor: confirm(withPassword: 16 characters)",
                "trace: PushConfirmation: Interactor -> Presenter: 0 push request(s) handled",
                "trace: PushConfirmation: Presenter -> Interactor: enterCode(6 digits)",
                "trace: PushConfirmation: Interactor -> Presenter: 0 push request(s) handled",
            ])
        #expect(
            spy.log.entries.filter { if case .call = $0 { true } else { false } } == [
                .call(.confirmWithPin(SecretInput("24680"))),
                .call(.confirmWithPassword(SecretInput("amber-kestrel-17"))), .call(.enterCode(code)),
            ])
    }

    @Test("the routing decorator writes one hop before each call it forwards")
    func routing() {
        let spy = PushConfirmationSeamSpy()
        let sut = TracingPushConfirmationRouting(base: spy, trace: spy.log.trace("PushConfirmation"))

        sut.pushConfirmationDidReachNextRequest(profileId: "prf_ada")
        sut.pushConfirmationDidFinish(profileId: "prf_ada")
        sut.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))

        #expect(
            spy.log.entries == [
                hop("Presenter -> Router: pushConfirmationDidReachNextRequest(profileId: prf_ada)"),
                .call(.nextRequest(profileId: "prf_ada")),
                hop("Presenter -> Router: pushConfirmationDidFinish(profileId: prf_ada)"),
                .call(.didFinish(profileId: "prf_ada")),
                hop("Presenter -> Router: sessionDidEnd(notice:)"),
                .call(.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))),
            ])
    }

    @Test("the view decorator traces what it is shown, never a request's text, and the lines it hands over")
    func view() async {
        let spy = PushConfirmationSeamSpy()
        let sut = makeView(spy, codeAsked: CodeAsked())
        let heading = ["\u{201C}Sign in to the library\u{201D}", "Accept or deny it."]

        await sut.viewDidLoad()
        sut.showHeading(title: "Push request", lines: heading)
        sut.ask(.text("Accept or deny"))
        spy.loop.prompt = .text("Accept or deny")
        await sut.didSubmit("accept")
        sut.showLines(["Confirm with your PIN."])
        sut.ask(.secret("PIN"))
        spy.loop.prompt = .secret("PIN")
        await sut.didSubmit("24680")
        sut.showError(.problem("Not recognised."))
        await sut.viewDidReachEndOfInput()

        #expect(!spy.log.hops.joined().contains("library"))
        #expect(!spy.log.hops.joined().contains("24680"))
        #expect(
            spy.log.entries == [
                hop("View -> Presenter: viewDidLoad()"), .call(.viewDidLoad),
                hop("Presenter -> View: showHeading(title: Push request, 2 lines)"),
                .call(.showHeading(title: "Push request", lines: heading)),
                hop("Presenter -> View: ask(\"Accept or deny\")"), .call(.ask(.text("Accept or deny"))),
                hop("View -> Presenter: didSubmit(\"accept\")"), .call(.didSubmit("accept")),
                hop("Presenter -> View: showLines(1 lines)"), .call(.showLines(["Confirm with your PIN."])),
                hop("Presenter -> View: ask(\"PIN\", secret)"), .call(.ask(.secret("PIN"))),
                hop("View -> Presenter: didSubmit(5 characters, hidden)"), .call(.didSubmit("24680")),
                hop("Presenter -> View: showError(problem)"), .call(.showError(.problem("Not recognised."))),
                hop("View -> Presenter: viewDidReachEndOfInput()"), .call(.viewDidReachEndOfInput),
            ])
    }

    @Test("a line typed while a one-time code is asked is traced by its length, though its prompt is visible")
    func codeLineHidden() async {
        let spy = PushConfirmationSeamSpy()
        let codeRequest = PushRequest(
            id: "psh_2", profileId: "prf_ada", message: "Open the door", isOneTimePassword: true,
            createdAt: 1_800_000_000, expiresAt: 1_800_000_300)
        spy.current = .enterCode(codeRequest)
        spy.steps = [.decide(request)]
        let codeAsked = CodeAsked()
        let interactor = makeInteractor(spy, codeAsked: codeAsked)
        let sut = makeView(spy, codeAsked: codeAsked)
        spy.loop.prompt = .text("Code")

        _ = await interactor.currentStep()
        await sut.didSubmit("2846")
        await sut.didSubmit("284613")
        _ = await interactor.leavePending()
        spy.loop.prompt = .text("Accept or deny")
        await sut.didSubmit("deny")

        #expect(
            spy.log.hops.filter { $0.contains("View -> Presenter") } == [
                "trace: PushConfirmation: View -> Presenter: didSubmit(4 characters, hidden)",
                "trace: PushConfirmation: View -> Presenter: didSubmit(6 characters, hidden)",
                "trace: PushConfirmation: View -> Presenter: didSubmit(\"deny\")",
            ])
    }

    // MARK: Helpers

    private func makeInteractor(_ spy: PushConfirmationSeamSpy, codeAsked: CodeAsked = CodeAsked())
        -> TracingPushConfirmationInteractor
    {
        TracingPushConfirmationInteractor(
            base: spy, trace: spy.log.trace("PushConfirmation"), codeAsked: codeAsked)
    }

    private func makeView(_ spy: PushConfirmationSeamSpy, codeAsked: CodeAsked) -> TracingPushConfirmationView
    {
        let view = TracingPushConfirmationView(
            presenter: spy, trace: spy.log.trace("PushConfirmation"), codeAsked: codeAsked)
        view.attach(to: spy, loop: spy.loop)
        return view
    }

    private func hop(_ line: String) -> DecoratorLog<PushConfirmationSeamSpy.Call>.Entry {
        .hop("trace: PushConfirmation: " + line)
    }
}
