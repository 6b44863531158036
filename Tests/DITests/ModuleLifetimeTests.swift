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
    /// A PinChallenge interactor whose login waits for a PIN and finds every PIN wrong.
    private final class WaitingLogin: PinChallengeInteracting {
        private static let request = PinRequest(pinLength: 5, previousFailures: 0, maximumFailures: 3)

        func currentStep() async -> PinEntryStep<UserSession> { .enterPin(Self.request) }
        func answer(_ pin: SecretInput) async -> PinEntryStep<UserSession> {
            .enterPin(PinRequest(pinLength: 5, previousFailures: 1, maximumFailures: 3))
        }
        func cancel() async {}
        func confirmBiometric(_ result: BiometricResult) async -> PinEntryStep<UserSession> {
            .failed(.cancelled)
        }
        func decline() async -> PinEntryStep<UserSession> { .failed(.cancelled) }
    }

    @Test(
        "the screen of every route, built from the real composition root, is freed with its presenter once dropped",
        arguments: RouteName.allCases)
    func everyModuleIsFreed(_ name: RouteName) throws {
        let container = Container.make()
        let router = try container.makeRouter()
        let factory = try AppModuleFactory(container: container)
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
        container.loginInteractor.register { _ in { _ in WaitingLogin() } }
        let router = try container.makeRouter()
        weak var weakView: TerminalView?
        weak var weakPresenter: AnyObject?

        do {
            let screen = try AppModuleFactory(container: container).makeScreen(
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
