import Interactors

/// The sentences of the CreatePin screen: those both new-PIN routes share, as statics, and those
/// that depend on what the new PIN is for, as one value per route (`registration`, `pinChange`),
/// held by that route's goal.
struct CreatePinText: Sendable {
    static let newPinPrompt = Prompt.secret("New PIN")
    static let confirmPrompt = Prompt.secret("Confirm PIN")
    /// The new PIN; an empty line cancels.
    static let newPinQuestion = Question<Never>.field(newPinPrompt, emptyLine: .cancel)
    /// The new PIN again; an empty line is a confirmation that does not match.
    static let confirmQuestion = Question<Never>.field(confirmPrompt, emptyLine: .likeAnyLine)
    static let mismatch = "The PINs do not match. Choose a new PIN."

    static let registration = CreatePinText(
        title: "Create your PIN", cancelHint: "An empty line cancels the registration.",
        settingPin: "Registering this device…", flow: .registration,
        succeeded: { "Your PIN is set. Welcome, \($0.fullName)." })

    static let pinChange = CreatePinText(
        title: "Choose your new PIN", cancelHint: "An empty line cancels the PIN change.",
        settingPin: "Changing your PIN…", flow: .pinChange, succeeded: { _ in "Your PIN is changed." })

    let title: String
    let cancelHint: String
    /// The spinner while the new PIN is set.
    let settingPin: String
    /// The flow the new PIN belongs to: the notices on leaving name it (`RouteNoticeText`).
    let flow: InterruptedFlow
    /// Says the PIN is set, to the person whose session it leaves signed in.
    let succeeded: @Sendable (UserSession) -> String
}
