import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("SwitchContext presenter")
struct SwitchContextPresenterTests {
    /// The question of Ada's two memberships: by number only, an empty line going back.
    private let choose = Question<SwitchContextChoice>(
        prompt: .text("Number (empty line to go back)"),
        answers: [
            .init(.membership(SwitchContextFixtures.teacher), words: []),
            .init(.membership(SwitchContextFixtures.head), words: []),
        ],
        isNumbered: true, emptyLine: .goBack,
        refusal: "Please type a number from 1 to 2, or an empty line to go back.")
    /// The question after a failed load: `retry`, an empty line going back.
    private let retry = Question<SwitchContextChoice>(
        prompt: .text("Type \"retry\", or an empty line to go back"),
        answers: [.init(.retry, words: ["retry"])],
        emptyLine: .goBack, refusal: "Please type \"retry\", or an empty line to go back.")
    private let revoked = AppError.sessionEnded(.revoked)

    private var listHeading: SwitchContextViewSpy.Message {
        .showHeading(
            title: "Switch role or school",
            lines: [
                "Your account has 2 roles. Choose the one to act in; a new access token is issued.",
                "  1) Teacher at Northfield Primary (Year 5)  (active)",
                "  2) Head of Mathematics at Riverside Secondary (Mathematics Department)",
            ])
    }

    // MARK: The list

    @Test("lists the memberships, the active one marked, and asks for a number")
    func list() async {
        let (sut, view, interactor, router) = makeSUT()

        await sut.viewDidLoad()

        #expect(view.messages == [listHeading, .ask(choose)])
        #expect(interactor.calls == [.memberships(profileId: .ada)])
        #expect(router.messages.isEmpty)
    }

    @Test("one membership: says choosing it again issues a new token; a role without a unit shows the school")
    func oneMembership() async {
        let guest = Membership(
            index: 0, roleName: "Guest", schoolName: "Riverside Secondary", academicUnitName: "",
            isActive: true)
        let (sut, view, interactor, _) = makeSUT(membershipLists: [.success([guest])])

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                .showHeading(
                    title: "Switch role or school",
                    lines: [
                        "Your account has one role; choosing it again issues a new access token.",
                        "  1) Guest at Riverside Secondary  (active)",
                    ]),
                .ask(
                    Question(
                        prompt: .text("Number (empty line to go back)"),
                        answers: [.init(.membership(guest), words: [])], isNumbered: true, emptyLine: .goBack,
                        refusal: "Please type 1, or an empty line to go back.")),
            ])
        #expect(interactor.calls == [.memberships(profileId: .ada)])
    }

    // MARK: Switching

    @Test(
        "the membership chosen is switched to, and the dashboard names the new role")
    func switches() async {
        let (sut, view, interactor, router) = makeSUT(switches: [.success(SwitchContextFixtures.asHead)])
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.membership(SwitchContextFixtures.head))

        #expect(view.messages.isEmpty)
        #expect(
            interactor.calls == [
                .memberships(profileId: .ada), .switchContext(profileId: .ada, index: 1),
            ])
        #expect(
            router.messages == [
                .didSwitch(profileId: .ada, notice: .contextSwitched(SwitchContextFixtures.head))
            ])
    }

    @Test(
        "a switch that fails shows the error and keeps the list and prompt; a second try succeeds",
        arguments: [
            AppError.serverUnreachable, .serverUnavailable, .contextNotFound, .serverNotTrusted,
            .alreadyInProgress, .storage(.corrupt(document: "session-prf_ada.token.json")),
        ])
    func switchErrorThenRetry(_ error: AppError) async {
        let (sut, view, interactor, router) = makeSUT(switches: [
            .failure(error), .success(SwitchContextFixtures.asHead),
        ])
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.membership(SwitchContextFixtures.head))
        #expect(view.messages == [.showError(.failure(ErrorPresentation(error)))])
        #expect(router.messages.isEmpty)

        await sut.didChoose(.membership(SwitchContextFixtures.head))

        #expect(view.messages == [.showError(.failure(ErrorPresentation(error)))])
        #expect(
            interactor.calls == [
                .memberships(profileId: .ada), .switchContext(profileId: .ada, index: 1),
                .switchContext(profileId: .ada, index: 1),
            ])
        #expect(
            router.messages == [
                .didSwitch(profileId: .ada, notice: .contextSwitched(SwitchContextFixtures.head))
            ])
    }

    @Test(
        "a switch that finds the session over logs out and goes to Welcome with the reason",
        arguments: [
            AppError.sessionEnded(.revoked), .notLoggedIn,
            .profileDeregistered(.unknownToServer), .deviceNotRecognised,
        ])
    func switchEndsSession(_ error: AppError) async {
        let (sut, view, interactor, router) = makeSUT(switches: [.failure(error)])
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.membership(SwitchContextFixtures.teacher))

        #expect(view.messages.isEmpty)
        #expect(
            interactor.calls == [
                .memberships(profileId: .ada), .switchContext(profileId: .ada, index: 0),
                .endSession(.profile(.ada)),
            ])
        #expect(router.messages == [.sessionDidEnd(notice: .sessionEnded(error))])
    }

    // MARK: Going back, end of input

    @Test("going back returns to the dashboard without switching")
    func back() async {
        let (sut, _, interactor, router) = makeSUT()
        await sut.viewDidLoad()

        await sut.didGoBack()

        #expect(interactor.calls == [.memberships(profileId: .ada)])
        #expect(router.messages == [.didFinish(profileId: .ada)])
    }

    @Test("end of input ends quietly: nothing switched, no routing")
    func endOfInput() async {
        let (sut, view, interactor, router) = makeSUT()
        await sut.viewDidLoad()
        view.clear()

        await sut.viewDidReachEndOfInput()

        #expect(view.messages.isEmpty)
        #expect(interactor.calls == [.memberships(profileId: .ada)])
        #expect(router.messages.isEmpty)
    }

    // MARK: A list that cannot be loaded

    @Test(
        "a list that cannot be loaded shows the error and offers a retry, which shows the list",
        arguments: [AppError.serverUnreachable, .serverUnavailable, .serverNotTrusted])
    func loadErrorThenRetry(_ error: AppError) async {
        let (sut, view, interactor, router) = makeSUT(membershipLists: [
            .failure(error), .success([SwitchContextFixtures.teacher, SwitchContextFixtures.head]),
        ])

        await sut.viewDidLoad()
        await sut.didChoose(.retry)

        #expect(
            view.messages == [
                .showError(.failure(ErrorPresentation(error))), .ask(retry),
                listHeading, .ask(choose),
            ])
        #expect(interactor.calls == [.memberships(profileId: .ada), .memberships(profileId: .ada)])
        #expect(router.messages.isEmpty)
    }

    @Test("after a failed load going back returns to the dashboard")
    func loadErrorBack() async {
        let (sut, _, interactor, router) = makeSUT(membershipLists: [.failure(.serverUnreachable)])
        await sut.viewDidLoad()

        await sut.didGoBack()

        #expect(interactor.calls == [.memberships(profileId: .ada)])
        #expect(router.messages == [.didFinish(profileId: .ada)])
    }

    @Test("a session ended on the server is noticed when the list is loaded: logout, then Welcome says why")
    func loadEndsSession() async {
        let (sut, view, interactor, router) = makeSUT(membershipLists: [.failure(revoked)])

        await sut.viewDidLoad()

        #expect(view.messages.isEmpty)
        #expect(interactor.calls == [.memberships(profileId: .ada), .endSession(.profile(.ada))])
        #expect(router.messages == [.sessionDidEnd(notice: .sessionEnded(revoked))])
    }

    // MARK: Tracing

    @Test("the presenter holds its view weakly")
    func weakView() async {
        let (sut, _, _, _) = makeSUT()
        do {
            let view = SwitchContextViewSpy()
            sut.view = view
        }
        #expect(sut.view == nil)
    }

    // MARK: Helpers

    private func makeSUT(
        membershipLists: Script<Result<[Membership], AppError>>? = nil,
        switches: Script<Result<UserSession, AppError>> = []
    ) -> (SwitchContextPresenter, SwitchContextViewSpy, SwitchContextInteractorMock, SwitchContextRouterSpy) {
        let view = SwitchContextViewSpy()
        let interactor = SwitchContextInteractorMock()
        interactor.membershipLists =
            membershipLists ?? [.success([SwitchContextFixtures.teacher, SwitchContextFixtures.head])]
        interactor.switches = switches
        let router = SwitchContextRouterSpy()
        let sut = SwitchContextPresenter(
            profileId: .ada, interactor: interactor, router: router)
        sut.view = view
        return (sut, view, interactor, router)
    }
}
