import Interactors
import Presenters
import Router
import Testing

@testable import DI
@testable import Views

@MainActor
@Suite("A dismissed module is freed")
struct ModuleLifetimeTests {
    /// A PinChallenge interactor whose login waits for a PIN and finds every PIN wrong.
    private final class WaitingLogin: PinChallengeInteracting {
        private static let request = PinRequest(pinLength: 5, previousFailures: 0, maximumFailures: 3)

        func currentStep() async -> PinEntryStep<UserSession>? { .enterPin(Self.request) }
        func answer(_ pin: SecretInput) async -> PinEntryStep<UserSession> {
            .enterPin(PinRequest(pinLength: 5, previousFailures: 1, maximumFailures: 3))
        }
        func cancel() async {}
        func confirmBiometric(_ result: BiometricResult) async -> PinEntryStep<UserSession> {
            .failed(.cancelled)
        }
        func decline() async -> PinEntryStep<UserSession> { .failed(.cancelled) }
    }

    /// A home clock at real time: no heading note.
    private struct RealTime: SimulatedClockReading {
        func clockOffsetSeconds() -> Int64 { 0 }
    }

    /// The router's factory, never asked here: the test builds the module through its builder.
    private final class NoModules: ModuleFactory {
        func makeScreen(for route: Route, context: RouteContext, router: AppRouter) -> any Screen {
            preconditionFailure("the test builds its module itself")
        }
    }

    @Test("the PinChallenge module built by its builder frees its view and presenter once dropped")
    func pinChallengeModuleIsFreed() async throws {
        let terminal = ScriptedTerminal(lines: ["13579"])
        let router = AppRouter(factory: NoModules())
        let builder = PinChallengeModule(
            interactor: WaitingLogin(), terminal: terminal,
            headings: SimulatedClockHeading(clock: RealTime(), homeOption: nil), tracer: .disabled)
        weak var weakView: PinChallengeView?
        weak var weakPresenter: AnyObject?

        do {
            let screen = builder.makeScreen(context: RouteContext(), router: router)
            let view = try #require(screen as? PinChallengeView)
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
