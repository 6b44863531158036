/// The words of the Startup screen: what the spinner says, and the title over a failed start.
enum StartupText {
    static let progress = "Starting…"
    static let title = "Start-up"
}
