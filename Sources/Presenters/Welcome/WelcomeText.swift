/// The words of the Welcome screen: its title, the list of profiles, the question which one to
/// select, and the selected profile's implicit data (what the server tells this device about the
/// account when the device proves itself, without a PIN).
enum WelcomeText {
    static let title = "Welcome"
    static let profilesHeading = "Profiles on this device:"
    static let noProfiles = "No profiles are registered on this device yet."
    static let chooseProfileQuestion = "Choose a profile by number or email (empty line: back):"
    static let profilePrompt = Prompt.text("Profile")

    /// The account as the server reported it, such as `lin@example.org (user usr_lin)`.
    static func implicitData(_ account: String) -> String {
        "Your account, read from the server without your PIN (implicit authentication): \(account)"
    }

    /// Why the account could not be read, in a few words (an error's title).
    static func implicitDataUnavailable(_ reason: String) -> String {
        "Your account could not be read from the server without your PIN (\(reason))."
    }
}
