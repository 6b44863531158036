import Interactors
import Presenters
import Testing
import Views

@testable import DI

@MainActor
@Suite("Startup's tracing decorators")
struct TracingStartupTests {
    @Test(
        "Startup's interactor decorator says what start-up found",
        arguments: [
            (StartupOutcome(.restored("prf_ada")), "session restored for profile prf_ada"),
            (StartupOutcome(.noSession(discarded: nil)), "no session"),
            (StartupOutcome(.noSession(discarded: .expired)), "no session (one discarded: expired)"),
            (
                StartupOutcome(
                    .noSession(discarded: nil),
                    removedProfiles: [
                        ProfileRemoval(
                            profile: RegisteredProfile(
                                id: "prf_ada", email: "ada@example.org", fullName: "Ada"),
                            cause: .unknownToServer)
                    ]),
                "no session, 1 profiles removed"
            ),
        ])
    func startupInteractor(outcome: StartupOutcome, described: String) async throws {
        let spy = StartupSeamSpy()
        spy.outcome = outcome
        let sut = TracingStartupInteractor(base: spy, trace: spy.log.trace("Startup"))

        #expect(try await sut.start() == outcome)

        #expect(
            spy.log.entries == [
                .hop("trace: Startup: Presenter -> Interactor: start()"), .call(.start),
                .hop("trace: Startup: Interactor -> Presenter: \(described)"),
            ])
    }

    @Test("Startup's routing and view decorators trace each call before they forward it")
    func startupRoutingAndView() async {
        let spy = StartupSeamSpy()
        let routing = TracingStartupRouting(base: spy, trace: spy.log.trace("Startup"))
        let view = TracingStartupView(presenter: spy, trace: spy.log.trace("Startup"))
        view.attach(to: spy, loop: spy.loop)
        let menu = Menu([Menu.Item(StartupAction.retry, keyword: "retry", title: "Retry")])
        let error = ErrorPresentation(.serverUnreachable)

        await view.viewDidLoad()
        view.showStartFailure(title: "Start-up", error, menu: menu)
        await view.didSubmit("again")
        await view.viewDidReachEndOfInput()
        routing.startupDidRestoreSession(profileId: "prf_ada")
        routing.startupFoundNoSession(notice: .sessionDiscarded(.expired))

        #expect(
            spy.log.entries == [
                .hop("trace: Startup: View -> Presenter: viewDidLoad()"), .call(.viewDidLoad),
                .hop("trace: Startup: Presenter -> View: showStartFailure(\(error.title), 1 choices)"),
                .call(.showStartFailure(title: "Start-up", error, menu: ["retry"])),
                .hop("trace: Startup: View -> Presenter: didSubmit(\"again\")"), .call(.didSubmit("again")),
                .hop("trace: Startup: View -> Presenter: viewDidReachEndOfInput()"),
                .call(.viewDidReachEndOfInput),
                .hop("trace: Startup: Presenter -> Router: startupDidRestoreSession(profileId: prf_ada)"),
                .call(.didRestoreSession(profileId: "prf_ada")),
                .hop("trace: Startup: Presenter -> Router: startupFoundNoSession(notice:)"),
                .call(.foundNoSession(notice: .sessionDiscarded(.expired))),
            ])
    }
}
