import Interactors
import Presenters
import Testing
import Views

@testable import DI

@MainActor
@Suite("The Mobile authentication tracing decorators")
struct TracingMobileAuthTests {
    @Test("the interactor decorator hands over every use case between its two hops")
    func interactor() async throws {
        let spy = MobileAuthSeamSpy()
        let sut = TracingMobileAuthInteractor(base: spy, trace: spy.log.trace("MobileAuth"))

        #expect(try await sut.isEnrolled(profileId: "prf_ada") == false)
        try await sut.enroll(profileId: "prf_ada")
        #expect(try await sut.pendingRequests(profileId: "prf_ada") == [MobileAuthSeamSpy.request])
        #expect(sut.now() == spy.now())
        #expect(await sut.beginHandling(profileId: "prf_ada") == .requestWaiting)
        #expect(await sut.endSession(owner: .profile("prf_ada")) == .loggedOut)

        #expect(
            spy.log.entries == [
                hop("Presenter -> Interactor: isEnrolled(profileId: prf_ada)"),
                .call(.isEnrolled(profileId: "prf_ada")),
                hop("Interactor -> Presenter: not enrolled"),
                hop("Presenter -> Interactor: enroll(profileId: prf_ada)"),
                .call(.enroll(profileId: "prf_ada")),
                hop("Interactor -> Presenter: enrolled"),
                hop("Presenter -> Interactor: pendingRequests(profileId: prf_ada)"),
                .call(.pendingRequests(profileId: "prf_ada")),
                hop("Interactor -> Presenter: 1 pending request(s)"),
                hop("Presenter -> Interactor: beginHandling(profileId: prf_ada)"),
                .call(.beginHandling(profileId: "prf_ada")),
                hop("Interactor -> Presenter: a push request waits to be handled"),
                hop("Presenter -> Interactor: endSession(owner: profile prf_ada)"),
                .call(.endSession(owner: .profile("prf_ada"))),
                hop("Interactor -> Presenter: session ended: loggedOut"),
            ])
    }

    @Test("the routing decorator writes one hop before each call it forwards")
    func routing() {
        let spy = MobileAuthSeamSpy()
        let sut = TracingMobileAuthRouting(base: spy, trace: spy.log.trace("MobileAuth"))

        sut.mobileAuthDidStartHandling(profileId: "prf_ada")
        sut.mobileAuthDidGoBack(profileId: "prf_ada")
        sut.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))

        #expect(
            spy.log.entries == [
                hop("Presenter -> Router: mobileAuthDidStartHandling(profileId: prf_ada)"),
                .call(.didStartHandling(profileId: "prf_ada")),
                hop("Presenter -> Router: mobileAuthDidGoBack(profileId: prf_ada)"),
                .call(.didGoBack(profileId: "prf_ada")),
                hop("Presenter -> Router: sessionDidEnd(notice:)"),
                .call(.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))),
            ])
    }

    @Test("the view decorator traces what it is shown, never a request's text, and the lines it hands over")
    func view() async {
        let spy = MobileAuthSeamSpy()
        let sut = TracingMobileAuthView(presenter: spy, trace: spy.log.trace("MobileAuth"))
        sut.attach(to: spy, loop: spy.loop)
        let menu = Menu([Menu.Item(MobileAuthAction.handle, keyword: "handle", title: "Handle")])
        let listing = ["Pending push requests (1):", "  1. \u{201C}Sign in to the library\u{201D}"]

        await sut.viewDidLoad()
        sut.showHeading(title: "Mobile authentication", lines: ["Approve requests."])
        sut.showLines(listing)
        sut.showMenu(menu)
        await sut.didSubmit("enroll")
        sut.showProgress("Enrolling…")
        sut.hideProgress()
        sut.showSuccess("Enrolled.")
        sut.showError(.problem("Please choose 1–1."))
        await sut.viewDidReachEndOfInput()

        #expect(!spy.log.hops.joined().contains("library"))
        #expect(
            spy.log.entries == [
                hop("View -> Presenter: viewDidLoad()"), .call(.viewDidLoad),
                hop("Presenter -> View: showHeading(title: Mobile authentication, 1 lines)"),
                .call(.showHeading(title: "Mobile authentication", lines: ["Approve requests."])),
                hop("Presenter -> View: showLines(2 lines)"), .call(.showLines(listing)),
                hop("Presenter -> View: showMenu(1 choices)"), .call(.showMenu(["handle"])),
                hop("View -> Presenter: didSubmit(\"enroll\")"), .call(.didSubmit("enroll")),
                hop("Presenter -> View: showProgress(Enrolling…)"), .call(.showProgress("Enrolling…")),
                hop("Presenter -> View: hideProgress()"), .call(.hideProgress),
                hop("Presenter -> View: showSuccess(_:)"), .call(.showSuccess("Enrolled.")),
                hop("Presenter -> View: showError(problem)"),
                .call(.showError(.problem("Please choose 1–1."))),
                hop("View -> Presenter: viewDidReachEndOfInput()"), .call(.viewDidReachEndOfInput),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<MobileAuthSeamSpy.Call>.Entry {
        .hop("trace: MobileAuth: " + line)
    }
}
