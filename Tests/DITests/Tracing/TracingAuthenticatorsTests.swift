import Interactors
import Presenters
import Testing
import Views

@testable import DI

@MainActor
@Suite("The Authenticators tracing decorators")
struct TracingAuthenticatorsTests {
    @Test("the interactor decorator hands over every use case between its two hops")
    func interactor() async throws {
        let spy = AuthenticatorsSeamSpy()
        let sut = TracingAuthenticatorsInteractor(base: spy, trace: spy.log.trace("Authenticators"))

        #expect(try await sut.authenticators(profileId: "prf_ada") == AuthenticatorsSeamSpy.registered)
        try await sut.startRegistration(of: .biometric, profileId: "prf_ada")
        #expect(try await sut.remove(.password, profileId: "prf_ada") == AuthenticatorsSeamSpy.removal)
        #expect(try await sut.prefer(.password, profileId: "prf_ada") == AuthenticatorsSeamSpy.registered)
        #expect(await sut.endSession(owner: .profile("prf_ada")) == .loggedOut)

        #expect(
            spy.log.entries == [
                hop("Presenter -> Interactor: authenticators(profileId: prf_ada)"),
                .call(.authenticators(profileId: "prf_ada")),
                hop("Interactor -> Presenter: 2 authenticator(s)"),
                hop("Presenter -> Interactor: startRegistration(of: biometric, profileId: prf_ada)"),
                .call(.startRegistration(.biometric, profileId: "prf_ada")),
                hop("Interactor -> Presenter: PIN requested"),
                hop("Presenter -> Interactor: remove(password, profileId: prf_ada)"),
                .call(.remove(.password, profileId: "prf_ada")),
                hop("Interactor -> Presenter: removed; 1 authenticator(s) left"),
                hop("Presenter -> Interactor: prefer(password, profileId: prf_ada)"),
                .call(.prefer(.password, profileId: "prf_ada")),
                hop("Interactor -> Presenter: preferred: password"),
                hop("Presenter -> Interactor: endSession(owner: profile prf_ada)"),
                .call(.endSession(owner: .profile("prf_ada"))),
                hop("Interactor -> Presenter: session ended: loggedOut"),
            ])
    }

    @Test("the routing decorator writes one hop before each call it forwards")
    func routing() {
        let spy = AuthenticatorsSeamSpy()
        let sut = TracingAuthenticatorsRouting(base: spy, trace: spy.log.trace("Authenticators"))

        sut.authenticatorsNeedPin(profileId: "prf_ada")
        sut.authenticatorsDidFinish(profileId: "prf_ada")
        sut.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))

        #expect(
            spy.log.entries == [
                hop("Presenter -> Router: authenticatorsNeedPin(profileId: prf_ada)"),
                .call(.needPin(profileId: "prf_ada")),
                hop("Presenter -> Router: authenticatorsDidFinish(profileId: prf_ada)"),
                .call(.didFinish(profileId: "prf_ada")),
                hop("Presenter -> Router: sessionDidEnd(notice:)"),
                .call(.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))),
            ])
    }

    @Test("the view decorator traces what it is shown and the lines it hands over")
    func view() async {
        let spy = AuthenticatorsSeamSpy()
        let sut = TracingAuthenticatorsView(presenter: spy, trace: spy.log.trace("Authenticators"))
        sut.attach(to: spy, loop: spy.loop)
        let menu = Menu([Menu.Item(AuthenticatorsAction.register, keyword: "register", title: "Register")])
        let choices = Menu([Menu.Item(Authenticator.password, keyword: "password", title: "Password")])

        await sut.viewDidLoad()
        sut.showHeading(title: "Authenticators", lines: ["Registered: PIN", "Preferred at login: PIN"])
        sut.showMenu(menu)
        await sut.didSubmit("register")
        sut.showChoices("Which authenticator?", choices)
        sut.showSuccess("Login now offers the password first.")
        await sut.viewDidReachEndOfInput()

        #expect(
            spy.log.entries == [
                hop("View -> Presenter: viewDidLoad()"), .call(.viewDidLoad),
                hop("Presenter -> View: showHeading(title: Authenticators, 2 lines)"),
                .call(
                    .showHeading(
                        title: "Authenticators", lines: ["Registered: PIN", "Preferred at login: PIN"])),
                hop("Presenter -> View: showMenu(1 choices)"), .call(.showMenu(["register"])),
                hop("View -> Presenter: didSubmit(\"register\")"), .call(.didSubmit("register")),
                hop("Presenter -> View: showChoices(1 choices)"),
                .call(.showChoices("Which authenticator?", ["password"])),
                hop("Presenter -> View: showSuccess(_:)"),
                .call(.showSuccess("Login now offers the password first.")),
                hop("View -> Presenter: viewDidReachEndOfInput()"), .call(.viewDidReachEndOfInput),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<AuthenticatorsSeamSpy.Call>.Entry {
        .hop("trace: Authenticators: " + line)
    }
}
