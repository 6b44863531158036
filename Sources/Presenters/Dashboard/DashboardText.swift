import Interactors

/// The words of the dashboard: its title, who is signed in, and the app details, app-to-web and
/// stateless-refresh answers.
enum DashboardText {
    static let title = "Dashboard"
    static let appDetailsHeading = "App details:"
    static let appToWebHeading = "Web sign-in link (works once, for a short time):"

    /// Who is signed in, such as `Logged in as Lin Example <lin@example.org>`.
    static func loggedIn(as account: String) -> String {
        "Logged in as \(account)"
    }

    /// The stateless session was renewed; `expiresAt` is on the server's clock, the simulated
    /// one included, as every screen heading shows it.
    static func statelessSessionRefreshed(until expiresAt: Int64) -> String {
        "Stateless session refreshed: it now runs until \(TimeText.utc(expiresAt))."
    }

    /// One line per detail the server reported.
    static func lines(for details: AppInfo) -> [String] {
        ["App id:   \(details.appId)", "Version:  \(details.version)", "Platform: \(details.platform)"]
    }

    /// The URL, then how to open it in the companion command, on the home the app was started with.
    static func lines(forWebURL url: String, homeOption: String?, serverOption: String? = nil) -> [String] {
        [
            url,
            "Open it with: \(CompanionCommand.line(["browser"], homeOption: homeOption, serverOption: serverOption, arguments: [url]))",
        ]
    }
}
