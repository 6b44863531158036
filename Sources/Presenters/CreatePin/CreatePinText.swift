/// The sentences of the CreatePin screen; some depend on what the flow is for.
struct CreatePinText {
    let purpose: ChallengePurpose

    static let newPinPrompt = Prompt.secret("New PIN")
    static let confirmPrompt = Prompt.secret("Confirm PIN")
    static let mismatch = "The PINs do not match. Choose a new PIN."
    static let pinChanged = "Your PIN is changed."

    var title: String { purpose == .pinChange ? "Choose your new PIN" : "Create your PIN" }

    var cancelHint: String {
        purpose == .pinChange
            ? "An empty line cancels the PIN change." : "An empty line cancels the registration."
    }

    var registering: String { purpose == .pinChange ? "Changing your PIN…" : "Registering this device…" }

    var cancelled: String {
        purpose == .pinChange
            ? "PIN change cancelled: your PIN is unchanged."
            : "Registration cancelled: this device was not registered."
    }

    var nothingInProgress: String {
        purpose == .pinChange ? "No PIN change is in progress." : "No registration is in progress."
    }

    static func signedIn(_ fullName: String) -> String {
        "Your PIN is set. Welcome, \(fullName)."
    }
}
