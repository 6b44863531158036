import Interactors

/// The words of a disconnect: the question, what keeping the profile says, and how it went.
enum DisconnectText {
    /// What the person types to confirm.
    static let confirmation = "disconnect"
    static let question =
        "Type \"disconnect\" to remove this profile from this device, or press Enter to keep it."
    static let prompt = Prompt.text("Confirm")
    static let kept = "Kept: the profile stays on this device."
    /// The question, answered by the confirmation; any other text does not confirm, and an empty
    /// line keeps the profile.
    static let confirmationQuestion = Question<DisconnectConfirmation>(
        prompt: prompt, answers: [.init(.disconnect, words: [confirmation])], takesText: true,
        emptyLine: .cancel)
    static let notConfirmed = "That was not \"disconnect\", so the profile stays on this device."

    /// Welcome's notice after a disconnect, for `outcome`.
    static func notice(for outcome: DisconnectOutcome) -> String {
        switch outcome {
        case .disconnected:
            DeregistrationText.message(for: .disconnected)
        case .serverNotTold(let problem):
            "The profile was removed from this device. The server could not be told: "
                + ErrorPresentation(problem).message
        }
    }
}
