import DI
import Interactors
import Views

extension Container {
    /// A container of the app's inputs: `settings` (by default over a home that need not exist,
    /// since nothing is opened until the engine host is started), `tracer` and `terminal`.
    @MainActor
    static func make(
        settings: EngineSettings = EngineSettings(
            homeDirectory: "/nonexistent/viper-auth-di-tests", environment: .dev),
        tracer: Tracer = .disabled, terminal: ScriptedTerminal = ScriptedTerminal(lines: [])
    ) -> Container {
        Container(settings: settings, tracer: tracer, terminal: terminal)
    }
}
