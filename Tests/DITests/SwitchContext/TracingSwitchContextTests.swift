import Interactors
import Presenters
import Testing
import Views

@testable import DI

@MainActor
@Suite("SwitchContext's tracing decorators")
struct TracingSwitchContextTests {
    @Test("the interactor decorator hands over every use case between its two hops")
    func interactor() async throws {
        let spy = SwitchContextSeamSpy()
        let sut = TracingSwitchContextInteractor(base: spy, trace: spy.log.trace("SwitchContext"))

        #expect(try await sut.memberships(profileId: "prf_ada") == SwitchContextSeamSpy.memberships)
        #expect(try await sut.switchContext(profileId: "prf_ada", to: 1) == DashboardSeamSpy.session)
        #expect(await sut.endSession(owner: .profile("prf_ada")) == .alreadyLoggedOut)

        #expect(
            spy.log.entries == [
                hop("Presenter -> Interactor: memberships(profileId: prf_ada)"),
                .call(.memberships(profileId: "prf_ada")), hop("Interactor -> Presenter: 2 memberships"),
                hop("Presenter -> Interactor: switchContext(profileId: prf_ada, to: 1)"),
                .call(.switchContext(profileId: "prf_ada", index: 1)),
                hop("Interactor -> Presenter: switched: new access token"),
                hop("Presenter -> Interactor: endSession(owner: profile prf_ada)"),
                .call(.endSession(owner: .profile("prf_ada"))),
                hop("Interactor -> Presenter: session ended: alreadyLoggedOut"),
            ])
    }

    @Test("the routing decorator writes one hop before each call it forwards")
    func routing() {
        let spy = SwitchContextSeamSpy()
        let sut = TracingSwitchContextRouting(base: spy, trace: spy.log.trace("SwitchContext"))

        sut.switchContextDidSwitch(
            profileId: "prf_ada", notice: .contextSwitched(SwitchContextSeamSpy.memberships[0]))
        sut.switchContextDidCancel(profileId: "prf_ada")
        sut.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))

        #expect(
            spy.log.entries == [
                hop("Presenter -> Router: switchContextDidSwitch(profileId: prf_ada, notice:)"),
                .call(
                    .didSwitch(
                        profileId: "prf_ada", notice: .contextSwitched(SwitchContextSeamSpy.memberships[0]))),
                hop("Presenter -> Router: switchContextDidCancel(profileId: prf_ada)"),
                .call(.didCancel(profileId: "prf_ada")),
                hop("Presenter -> Router: sessionDidEnd(notice:)"),
                .call(.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))),
            ])
    }

    @Test("the view decorator traces what it is shown and the answer handed over at a visible prompt")
    func view() async {
        let spy = SwitchContextSeamSpy()
        let sut = TracingSwitchContextView(presenter: spy, trace: spy.log.trace("SwitchContext"))
        sut.attach(to: spy, loop: spy.loop)
        let prompt = Prompt.text("Number (empty line to go back)")

        await sut.viewDidLoad()
        sut.showHeading(title: "Switch role or school", lines: ["1) Guest", "2) Teacher"])
        spy.loop.prompt = prompt
        await sut.didSubmit("2")
        await sut.viewDidReachEndOfInput()

        #expect(
            spy.log.entries == [
                hop("View -> Presenter: viewDidLoad()"), .call(.viewDidLoad),
                hop("Presenter -> View: showHeading(title: Switch role or school, 2 lines)"),
                .call(.showHeading(title: "Switch role or school", lines: ["1) Guest", "2) Teacher"])),
                hop("View -> Presenter: didSubmit(\"2\")"), .call(.didSubmit("2")),
                hop("View -> Presenter: viewDidReachEndOfInput()"), .call(.viewDidReachEndOfInput),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<SwitchContextSeamSpy.Call>.Entry {
        .hop("trace: SwitchContext: " + line)
    }
}
