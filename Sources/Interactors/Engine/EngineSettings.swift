import AuthEngine

/// Where the engine keeps its state and which environment's session policy it follows.
package struct EngineSettings: Sendable {
    /// The resolved home directory: the server half lives in `server/`, the device half in `device/`.
    package var homeDirectory: String
    /// The refresh policy's environment: `dev`, `staging` or `prod`.
    package var environment: AppEnvironment
    /// The `--home` value the app was started with, when it was given one: commands the app prints
    /// for a second terminal (`viper-auth browser`) repeat it, so both open the same server.
    package var homeOption: String?
    /// The token server to talk to over HTTP (`--server URL`); nil runs the home's own server in
    /// this process. The device half stays in the home either way.
    package var server: HTTPServerURL?
    /// The server's costs and lifetimes: the product's, which tests lower (`.forTesting`).
    package var serverConfiguration = ServerConfiguration()
    /// The client's costs and retry pauses: the product's, which tests lower (`.forTesting`).
    package var clientConfiguration = ClientConfiguration()
    /// The time the server and the client read: the home's clock (real time plus the offset
    /// `viper-auth clock` set), so every process on the home agrees; with `--server`, the server
    /// home's clock as its answers report it (`ServerFollowingClock`); tests share one
    /// `ManualWallClock` to expire tokens.
    package var clock: any WallClock
    /// The value of `$BROWSER` (commands separated by `:`), which opens the browser for a sign-in;
    /// nil uses the system's opener (`xdg-open`, `open` on macOS).
    package var browserVariable: String?
    /// How long a browser sign-in waits for the browser to come back to its loopback redirect:
    /// five minutes, which tests shorten.
    package var browserTimeLimit = Duration.seconds(300)

    /// The product's settings for `homeDirectory` and `environment`.
    package init(homeDirectory: String, environment: AppEnvironment) {
        self.homeDirectory = homeDirectory
        self.environment = environment
        clock = HomeClock(directory: SimulationHome.directory(of: homeDirectory))
    }
}

/// The `--env` choices: each sets the session refresh threshold and retry policy.
package enum AppEnvironment: String, Sendable, CaseIterable {
    /// Short thresholds, many retries.
    case dev
    /// Between dev and prod.
    case staging
    /// The default.
    case prod

    var engineEnvironment: EngineEnvironment {
        switch self {
        case .dev: .dev
        case .staging: .staging
        case .prod: .prod
        }
    }
}

extension EngineSettings {
    /// Whether `text` is a server URL the HTTP client can use: `http://HOST[:PORT][/]`.
    package static func isServerURL(_ text: String) -> Bool {
        (try? HTTPServerURL.parse(text)) != nil
    }

    /// Talks to the server at `url` (checked by `isServerURL`); false, and nothing changed, for a
    /// text that is not one.
    package mutating func useServer(_ url: String) -> Bool {
        guard let parsed = try? HTTPServerURL.parse(url) else { return false }
        server = parsed
        // The client keeps the server home's time, which may be simulated, not this home's.
        clock = ServerFollowingClock()
        return true
    }

    /// `http://HOST:PORT` of the server given with `--server`, for the lines the app prints.
    package var serverOption: String? { server?.description }

    /// Settings for the home chosen by `--home`, else `VIPER_AUTH_HOME`, else
    /// `$XDG_STATE_HOME/viper-auth`, else `~/.local/state/viper-auth`.
    package static func resolve(
        homeFlag: String?, environment: [String: String], appEnvironment: AppEnvironment
    ) throws(AppError) -> EngineSettings {
        let home: String
        do {
            home = try HomeDirectory.resolve(explicitPath: homeFlag, environment: environment)
        } catch {
            throw .storage(StorageProblem(error))
        }
        var settings = EngineSettings(homeDirectory: home, environment: appEnvironment)
        settings.homeOption = homeFlag
        settings.browserVariable = environment["BROWSER"]
        return settings
    }
}
