import Interactors
import Presenters
import Router
import TestSupport
import Testing

@testable import DI
@testable import Views

/// The view owns its presenter and the presenter holds the view weakly, so once the router lets go
/// of a screen, its whole module is freed.
@MainActor
@Suite("A dismissed module is freed")
struct ModuleLifetimeTests {
    @Test(
        "the screen of every route, built from the real composition root, is freed with its presenter once dropped",
        arguments: RouteName.allCases)
    func everyModuleIsFreed(_ name: RouteName) throws {
        let container = Container.make()
        let router = container.makeRouter()
        let factory = AppModuleFactory(container: container)
        weak var weakView: TerminalView?
        weak var weakPresenter: AnyObject?

        do {
            let view = try #require(
                factory.makeScreen(for: .sample(name), notice: nil, router: router) as? TerminalView)
            weakView = view
            weakPresenter = view.presenter
            #expect(weakPresenter != nil)
        }

        #expect(weakView == nil, "the \(name.rawValue) module outlives its screen: a retain cycle")
        #expect(weakPresenter == nil, "the \(name.rawValue) presenter outlives its view")
    }

    @Test("a PIN screen that has run, with a wrong PIN and the end of input, frees its view and presenter")
    func runPinChallengeModuleIsFreed() async throws {
        let terminal = ScriptedTerminal(lines: ["13579"])
        let container = Container.make(terminal: terminal)
        let login = PinChallengeInteractorMock<UserSession>()
        login.currentSteps = [.enterPin(PinRequest(pinLength: 5, previousFailures: 0, maximumFailures: 3))]
        login.steps = [.enterPin(PinRequest(pinLength: 5, previousFailures: 1, maximumFailures: 3))]
        container.interactors.login = { _, _ in login }
        let router = container.makeRouter()
        weak var weakView: TerminalView?
        weak var weakPresenter: AnyObject?

        do {
            let screen = AppModuleFactory(container: container).makeScreen(
                for: .pinChallenge(.sample), notice: nil, router: router)
            let view = try #require(screen as? TerminalView)
            weakView = view
            weakPresenter = view.presenter
            #expect(await screen.run() == .endOfInput)
            #expect(weakPresenter != nil)
        }

        #expect(terminal.output.contains("! Wrong PIN. 2 attempts left."))
        #expect(weakView == nil)
        #expect(weakPresenter == nil)
    }
}
