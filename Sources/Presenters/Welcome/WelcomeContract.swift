import Interactors

/// Where the Welcome module sends the person.
@MainActor
package protocol WelcomeRouting: AnyObject {
    /// The person chose to register (sign in or sign up).
    func welcomeDidChooseRegistration()
    /// `attempt`, a login, started and waits for the PIN.
    func welcomeDidStartLogin(_ attempt: LoginAttempt)
    /// A login of the profile finished without a PIN prompt.
    func welcomeDidSignIn(profileId: ProfileID)
    /// The person chose to quit.
    func welcomeDidQuit()
}

/// What the Welcome screen shows under its heading: the registered profiles (one selected), the selected profile's
/// implicit data, and a menu of what can be done now.
@MainActor
package protocol WelcomeViewInterface: HeadingViewInterface {
    /// Shows the profiles, one a line, marking the selected one; an empty list shows nothing.
    func showProfiles(_ items: [ProfileListItem])
    /// Shows the sentence with the selected profile's implicit data (the account as the server
    /// reports it to this device without a PIN).
    func showImplicitData(_ sentence: String)
    /// Shows the short sentence saying the implicit data could not be fetched (not an error screen).
    func showImplicitDataUnavailable(_ sentence: String)
    /// Shows `menu` and asks for a choice.
    func showMenu(_ menu: Menu<WelcomeAction>)
    /// Shows `heading` and the profiles to choose from (`menu`), then asks `question` for one, by
    /// number or email; an empty line goes back.
    func showProfileChoices(_ heading: String, _ menu: Menu<Int>, _ question: Question<Int>)
}

/// A profile as the Welcome screen lists it.
package struct ProfileListItem: Equatable, Sendable {
    /// The name and email, such as `Lin Example <lin@example.org>`.
    package let label: String
    /// True for the profile that `Log in` would use.
    package let isSelected: Bool

    /// Creates an item.
    package init(label: String, isSelected: Bool) {
        self.label = label
        self.isSelected = isSelected
    }
}

/// The choices of the Welcome screen; each appears only when it can be done.
package enum WelcomeAction: Equatable, Sendable {
    /// Log in as the selected profile.
    case login
    /// Select another of the registered profiles.
    case chooseProfile
    /// Register this device for an account.
    case register
    /// End the run.
    case quit
}

/// What a person can do on the Welcome screen.
@MainActor
package protocol WelcomePresenting: ScreenPresenting {
    /// The person chose `action` from the menu.
    func didChoose(_ action: WelcomeAction) async
    /// The person chose the profile at `index` of the list of profiles to choose from.
    func didChoose(profileAt index: Int) async
    /// The person went back from the list of profiles to choose from to the menu.
    func didGoBack() async
}
