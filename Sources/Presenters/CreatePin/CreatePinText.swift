/// The sentences of the CreatePin screen.
enum CreatePinText {
    static let title = "Create your PIN"
    static let newPinPrompt = Prompt.secret("New PIN")
    static let confirmPrompt = Prompt.secret("Confirm PIN")
    static let cancelHint = "An empty line cancels the registration."
    static let mismatch = "The PINs do not match. Choose a new PIN."
    static let registering = "Registering this device…"
    static let cancelled = "Registration cancelled: this device was not registered."
    static let noRegistration = "No registration is in progress."

    static func signedIn(_ fullName: String) -> String {
        "Your PIN is set. Welcome, \(fullName)."
    }
}
