import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Profile presenter: disconnect")
struct ProfileDisconnectPresenterTests {
    private struct SUT {
        let presenter: ProfilePresenter
        let view: ProfileViewSpy
        let interactor: ProfileInteractorMock
        let router: ProfileRouterSpy
    }

    private static let askedToConfirm = ProfileViewSpy.Message.askToConfirm(
        DisconnectText.question,
        Question(
            prompt: .text("Confirm"), answers: [.init(.disconnect, words: ["disconnect"])], takesText: true,
            emptyLine: .cancel))
    private static let kept = DisconnectText.kept
    private static let notConfirmed = DisconnectText.notConfirmed
    /// What the screen shows from loading to asking for the confirmation.
    private static let asked: [ProfileViewSpy.Message] = [
        .showTitle("Profile"), .showMenu(ProfileFixtures.menu), askedToConfirm,
    ]

    private func makeSUT(disconnects: Script<Result<DisconnectOutcome, AppError>> = []) -> SUT {
        let view = ProfileViewSpy()
        let interactor = ProfileInteractorMock()
        interactor.disconnects = disconnects
        let router = ProfileRouterSpy()
        let presenter = ProfilePresenter(
            profileId: .profile1, notice: nil, interactor: interactor, router: router)
        presenter.view = view
        return SUT(presenter: presenter, view: view, interactor: interactor, router: router)
    }

    /// Loads the screen and chooses Disconnect.
    private func chooseDisconnect(_ sut: SUT) async {
        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(ProfileAction.disconnect)
    }

    @Test("the typed confirmation disconnects and goes to Welcome with the sentence")
    func confirmed() async {
        let sut = makeSUT(disconnects: [.success(.disconnected)])

        await chooseDisconnect(sut)
        await sut.presenter.didChoose(DisconnectConfirmation.disconnect)

        #expect(
            sut.view.messages == Self.asked)
        #expect(sut.interactor.calls == [.disconnect(profileId: .profile1)])
        #expect(
            sut.router.messages == [
                .didDisconnect(notice: .disconnected(.disconnected))
            ])
    }

    @Test("an empty answer keeps the profile, says so and shows the menu again")
    func keptOnEmptyAnswer() async {
        let sut = makeSUT()

        await chooseDisconnect(sut)
        await sut.presenter.didCancel()

        #expect(sut.view.messages == Self.asked + [.showNotice(Self.kept), .showMenu(ProfileFixtures.menu)])
        #expect(sut.interactor.calls.isEmpty)
        #expect(sut.router.messages.isEmpty)
    }

    @Test(
        "any other answer keeps the profile without echoing it; the next line is a menu choice again",
        arguments: ["yes", "disconnected", "back", "28461"])
    func keptOnGarbage(answer: String) async {
        let sut = makeSUT()

        await chooseDisconnect(sut)
        await sut.presenter.didEnter(answer)
        await sut.presenter.didChoose(ProfileAction.back)

        #expect(
            sut.view.messages == Self.asked + [
                .showNotice(Self.notConfirmed), .showMenu(ProfileFixtures.menu),
            ])
        #expect(sut.interactor.calls.isEmpty)
        #expect(sut.router.messages == [.didFinish(profileId: .profile1)])
    }

    @Test("the end of input at the question keeps the profile")
    func endOfInput() async {
        let sut = makeSUT()

        await chooseDisconnect(sut)
        await sut.presenter.viewDidReachEndOfInput()

        #expect(sut.view.messages == Self.asked + [.showNotice(Self.kept)])
        #expect(sut.interactor.calls.isEmpty)
        #expect(sut.router.messages.isEmpty)
    }

    @Test("a server that could not be told still goes to Welcome, with a warning")
    func serverNotTold() async {
        let sut = makeSUT(disconnects: [.success(.serverNotTold(.serverUnreachable))])

        await chooseDisconnect(sut)
        await sut.presenter.didChoose(DisconnectConfirmation.disconnect)

        #expect(sut.view.messages == Self.asked)
        #expect(sut.interactor.calls == [.disconnect(profileId: .profile1)])
        #expect(
            sut.router.messages == [.didDisconnect(notice: .disconnected(.serverNotTold(.serverUnreachable)))]
        )
    }

    @Test(
        "an error that leaves the profile here shows its words and the menu again",
        arguments: [AppError.alreadyInProgress, .storage(.corrupt(document: "profiles.json"))])
    func error(error: AppError) async {
        let sut = makeSUT(disconnects: [.failure(error)])

        await chooseDisconnect(sut)
        await sut.presenter.didChoose(DisconnectConfirmation.disconnect)

        #expect(
            sut.view.messages == Self.asked + [
                .showError(.failure(ErrorPresentation(error))), .showMenu(ProfileFixtures.menu),
            ])
        #expect(sut.interactor.calls == [.disconnect(profileId: .profile1)])
        #expect(sut.router.messages.isEmpty)
    }
}
