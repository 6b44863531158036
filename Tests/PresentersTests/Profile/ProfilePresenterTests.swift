import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Profile presenter")
struct ProfilePresenterTests {
    private struct SUT {
        let presenter: ProfilePresenter
        let view: ProfileViewSpy
        let interactor: ProfileInteractorMock
        let router: ProfileRouterSpy
    }

    private func makeSUT(notice: RouteNotice? = nil) -> SUT {
        let view = ProfileViewSpy()
        let interactor = ProfileInteractorMock()
        let router = ProfileRouterSpy()
        let presenter = ProfilePresenter(
            profileId: .profile1, notice: notice, interactor: interactor, router: router)
        presenter.view = view
        return SUT(presenter: presenter, view: view, interactor: interactor, router: router)
    }

    @Test("shows the notice, the title and the menu")
    func showsMenu() async {
        let sut = makeSUT(notice: .cancelled(.pinChange))

        await sut.presenter.viewDidLoad()

        #expect(
            sut.view.messages == [
                .showNotice(RouteNoticeText.cancelled(.pinChange)), .showTitle("Profile"),
                .showMenu(ProfileFixtures.menu),
            ])
        #expect(sut.interactor.calls.isEmpty)
    }

    @Test("Change PIN starts the change and goes to the current-PIN check")
    func changePin() async {
        let sut = makeSUT()
        sut.interactor.pinChangeStarts = [.success(.sample)]

        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(.changePin)

        #expect(sut.view.messages == ProfileFixtures.screen)
        #expect(sut.interactor.calls == [.startPinChange(profileId: .profile1)])
        #expect(sut.router.messages == [.needsCurrentPin(.sample)])
    }

    @Test("a PIN change that cannot start shows the error and the menu again")
    func changePinFails() async {
        let sut = makeSUT()
        sut.interactor.pinChangeStarts = [.failure(.alreadyInProgress)]

        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(.changePin)

        #expect(
            sut.view.messages == ProfileFixtures.screen + [
                .showError(.failure(ErrorPresentation(.alreadyInProgress))), .showMenu(ProfileFixtures.menu),
            ])
        #expect(sut.interactor.calls == [.startPinChange(profileId: .profile1)])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("Show devices lists each device with its date, this one marked")
    func showsDevices() async {
        let devices = [
            ProfileDevice(name: "viper-auth terminal", registeredAt: 1_700_000_000, isThisDevice: true),
            ProfileDevice(name: "old laptop", registeredAt: 0, isThisDevice: false),
        ]
        let sut = makeSUT()
        sut.interactor.deviceLists = [.success(devices)]

        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(.devices)

        #expect(
            sut.view.messages == ProfileFixtures.screen + [
                .showDevices([
                    "Devices this account is registered on:",
                    "  viper-auth terminal — registered 2023-11-14 22:13 UTC (this device)",
                    "  old laptop — registered 1970-01-01 00:00 UTC",
                ]),
                .showMenu(ProfileFixtures.menu),
            ])
        #expect(sut.interactor.calls == [.devices(profileId: .profile1)])
    }

    @Test("Show ID token prints the claims, each time claim as a UTC date under them, then the menu")
    func showsIdToken() async {
        let token = IdToken(claims: [
            "exp": .integer(1_800_003_600), "iat": .integer(1_800_000_000), "sub": .string("usr_lin"),
        ])
        let sut = makeSUT()
        sut.interactor.idTokens = [.success(token)]

        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(.idToken)

        #expect(
            sut.view.messages == ProfileFixtures.screen + [
                .showDetails(
                    heading: "ID token claims:",
                    lines: [
                        "{", "  \"exp\": 1800003600,", "  \"iat\": 1800000000,", "  \"sub\": \"usr_lin\"",
                        "}",
                        "Issued at (iat):   2027-01-15 08:00:00 UTC",
                        "Expires at (exp):  2027-01-15 09:00:00 UTC",
                    ]),
                .showMenu(ProfileFixtures.menu),
            ])
        #expect(sut.interactor.calls == [.idToken(profileId: .profile1)])
    }

    @Test(
        "an error shows its words and the menu again",
        arguments: [AppError.serverUnreachable, .serverUnavailable, .serverNotTrusted])
    func errors(error: AppError) async {
        let sut = makeSUT()
        sut.interactor.deviceLists = [.failure(error)]

        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(.devices)

        #expect(
            sut.view.messages == ProfileFixtures.screen + [
                .showError(.failure(ErrorPresentation(error))), .showMenu(ProfileFixtures.menu),
            ])
        #expect(sut.interactor.calls == [.devices(profileId: .profile1)])
        #expect(sut.router.messages.isEmpty)
    }

    @Test(
        "an error that says the session is over ends it here, then goes to Welcome with its words",
        arguments: [
            (
                ProfileAction.devices, ProfileInteractorMock.Call.devices(profileId: .profile1),
                AppError.sessionEnded(.revoked)
            ),
            (.idToken, .idToken(profileId: .profile1), .notLoggedIn),
            (.devices, .devices(profileId: .profile1), .deviceNotRecognised),
            (.changePin, .startPinChange(profileId: .profile1), .profileDeregistered(.unknownToServer)),
        ])
    func sessionOver(action: ProfileAction, call: ProfileInteractorMock.Call, error: AppError) async {
        let sut = makeSUT()
        sut.interactor.deviceLists = [.failure(error)]
        sut.interactor.idTokens = [.failure(error)]
        sut.interactor.pinChangeStarts = [.failure(error)]

        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(action)

        #expect(sut.view.messages == ProfileFixtures.screen, "nothing more is shown here")
        #expect(sut.interactor.calls == [call, .endSession(.profile(.profile1))])
        #expect(sut.router.messages == [.sessionDidEnd(notice: .sessionEnded(error))])
    }

    @Test("Back goes to the dashboard; the end of input changes nothing")
    func back() async {
        let sut = makeSUT()

        await sut.presenter.viewDidLoad()
        await sut.presenter.viewDidReachEndOfInput()
        await sut.presenter.didChoose(.back)

        #expect(sut.view.messages == ProfileFixtures.screen)
        #expect(sut.interactor.calls.isEmpty)
        #expect(sut.router.messages == [.didFinish(profileId: .profile1)])
    }
}
