import Interactors

/// The sentences of the SwitchContext screen.
enum SwitchContextText {
    static let title = "Switch role or school"
    static let choosePrompt = Prompt.text("Number (empty line to go back)")
    static let retryPrompt = Prompt.text("Type \"retry\", or an empty line to go back")

    /// Which of `memberships` to act in, by number; an empty line goes back.
    static func membershipQuestion(_ memberships: [Membership]) -> Question<SwitchContextChoice> {
        Question(
            prompt: choosePrompt, answers: memberships.map { .init(.membership($0), words: []) },
            isNumbered: true, emptyLine: .goBack, refusal: notANumber(count: memberships.count))
    }

    /// Whether to load the memberships again; an empty line goes back.
    static let retryQuestion = Question<SwitchContextChoice>(
        prompt: retryPrompt, answers: [.init(.retry, words: ["retry"])], emptyLine: .goBack,
        refusal: notRetry)

    /// `Teacher at Northfield Primary (Year 5)`; without a class or department, just the school.
    static func role(of membership: Membership) -> String {
        let role = "\(membership.roleName) at \(membership.schoolName)"
        return membership.academicUnitName.isEmpty ? role : role + " (\(membership.academicUnitName))"
    }

    /// `  1) Teacher at Northfield Primary (Year 5)  (active)`, numbered from 1.
    static func line(for membership: Membership) -> String {
        "  \(membership.index + 1)) \(role(of: membership))" + (membership.isActive ? "  (active)" : "")
    }

    /// The body above the list.
    static func introduction(count: Int) -> String {
        count == 1
            ? "Your account has one role; choosing it again issues a new access token."
            : "Your account has \(count) roles. Choose the one to act in; a new access token is issued."
    }

    /// The message for a line that is neither a listed number nor empty.
    static func notANumber(count: Int) -> String {
        count == 1
            ? "Please type 1, or an empty line to go back."
            : "Please type a number from 1 to \(count), or an empty line to go back."
    }

    static let notRetry = "Please type \"retry\", or an empty line to go back."

    /// What the dashboard shows after a switch: the new role, and that the token is new.
    static func switched(to membership: Membership) -> String {
        let unit = membership.academicUnitName.isEmpty ? "" : " (\(membership.academicUnitName))"
        return
            "Now acting as \(membership.roleName) at \(membership.schoolName)\(unit). A new access token was issued."
    }
}
