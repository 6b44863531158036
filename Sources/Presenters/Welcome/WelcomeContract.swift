/// Where the Welcome module sends the person.
@MainActor
public protocol WelcomeRouting: AnyObject {
    /// The person chose to register (sign in or sign up).
    func welcomeDidChooseRegistration()
    /// A login started and waits for the PIN.
    func welcomeDidStartLogin()
    /// A login finished without a PIN prompt.
    func welcomeDidSignIn(profileId: String)
    /// The person chose to quit.
    func welcomeDidQuit()
}
