import Interactors
import Presenters
import Testing
import Views

@testable import DI

@MainActor
@Suite("Profile's tracing decorators")
struct TracingProfileTests {
    @Test("the interactor decorator hands over every use case between its two hops")
    func interactor() async throws {
        let spy = ProfileSeamSpy()
        let sut = TracingProfileInteractor(base: spy, trace: spy.log.trace("Profile"))

        #expect(try await sut.devices(profileId: "prf_ada") == ProfileSeamSpy.devices)
        #expect(try await sut.idToken(profileId: "prf_ada") == DashboardSeamSpy.idToken)
        try await sut.startPinChange(profileId: "prf_ada")
        #expect(try await sut.disconnect(profileId: "prf_ada") == .disconnected)
        #expect(await sut.endSession(owner: .profile("prf_ada")) == .loggedOut)

        #expect(
            spy.log.entries == [
                hop("Presenter -> Interactor: devices(profileId: prf_ada)"),
                .call(.devices(profileId: "prf_ada")),
                hop("Interactor -> Presenter: 1 device(s)"),
                hop("Presenter -> Interactor: idToken(profileId: prf_ada)"),
                .call(.idToken(profileId: "prf_ada")),
                hop("Interactor -> Presenter: ID token, 2 claims"),
                hop("Presenter -> Interactor: startPinChange(profileId: prf_ada)"),
                .call(.startPinChange(profileId: "prf_ada")),
                hop("Interactor -> Presenter: current PIN requested"),
                hop("Presenter -> Interactor: disconnect(profileId: prf_ada)"),
                .call(.disconnect(profileId: "prf_ada")),
                hop("Interactor -> Presenter: disconnect: disconnected"),
                hop("Presenter -> Interactor: endSession(owner: profile prf_ada)"),
                .call(.endSession(owner: .profile("prf_ada"))),
                hop("Interactor -> Presenter: session ended: loggedOut"),
            ])
    }

    @Test("the routing decorator writes one hop before each call it forwards")
    func routing() {
        let spy = ProfileSeamSpy()
        let sut = TracingProfileRouting(base: spy, trace: spy.log.trace("Profile"))

        sut.profileNeedsCurrentPin(profileId: "prf_ada")
        sut.profileDidFinish(profileId: "prf_ada")
        sut.profileDidDisconnect(notice: .disconnected(.disconnected))
        sut.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))

        #expect(
            spy.log.entries == [
                hop("Presenter -> Router: profileNeedsCurrentPin(profileId: prf_ada)"),
                .call(.needsCurrentPin(profileId: "prf_ada")),
                hop("Presenter -> Router: profileDidFinish(profileId: prf_ada)"),
                .call(.didFinish(profileId: "prf_ada")),
                hop("Presenter -> Router: profileDidDisconnect(notice:)"),
                .call(.didDisconnect(notice: .disconnected(.disconnected))),
                hop("Presenter -> Router: sessionDidEnd(notice:)"),
                .call(.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))),
            ])
    }

    @Test("the view decorator traces what it is shown and the lines it hands over")
    func view() async {
        let spy = ProfileSeamSpy()
        let sut = TracingProfileView(presenter: spy, trace: spy.log.trace("Profile"))
        sut.attach(to: spy, loop: spy.loop)
        let menu = Menu([Menu.Item(ProfileAction.back, keyword: "back", title: "Back to the dashboard")])

        await sut.viewDidLoad()
        sut.showTitle("Profile")
        sut.showMenu(menu)
        await sut.didSubmit("devices")
        sut.showDevices(["Devices:", "laptop (this device)"])
        sut.showDetails(heading: "ID token claims:", lines: ["{", "}"])
        await sut.viewDidReachEndOfInput()

        #expect(
            spy.log.entries == [
                hop("View -> Presenter: viewDidLoad()"), .call(.viewDidLoad),
                hop("Presenter -> View: showTitle(Profile)"), .call(.showTitle("Profile")),
                hop("Presenter -> View: showMenu(1 choices)"), .call(.showMenu(["back"])),
                hop("View -> Presenter: didSubmit(\"devices\")"), .call(.didSubmit("devices")),
                hop("Presenter -> View: showDevices(2 lines)"),
                .call(.showDevices(["Devices:", "laptop (this device)"])),
                hop("Presenter -> View: showDetails(heading: ID token claims:, 2 lines)"),
                .call(.showDetails(heading: "ID token claims:", lines: ["{", "}"])),
                hop("View -> Presenter: viewDidReachEndOfInput()"), .call(.viewDidReachEndOfInput),
            ])
    }

    @Test("the answer to the disconnect question is traced by its length only; the next line is shown again")
    func confirmationIsHidden() async {
        let spy = ProfileSeamSpy()
        let sut = TracingProfileView(presenter: spy, trace: spy.log.trace("Profile"))
        sut.attach(to: spy, loop: spy.loop)

        sut.askToConfirm("Type \"disconnect\" to remove this profile.", prompt: .text("Confirm"))
        await sut.didSubmit("28461")
        await sut.didSubmit("back")

        #expect(
            spy.log.entries == [
                hop("Presenter -> View: askToConfirm(_:prompt:)"),
                .call(.askToConfirm("Type \"disconnect\" to remove this profile.", prompt: .text("Confirm"))),
                hop("View -> Presenter: didSubmit(5 characters, hidden)"), .call(.didSubmit("28461")),
                hop("View -> Presenter: didSubmit(\"back\")"), .call(.didSubmit("back")),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<ProfileSeamSpy.Call>.Entry {
        .hop("trace: Profile: " + line)
    }
}
