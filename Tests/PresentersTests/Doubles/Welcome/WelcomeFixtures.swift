import Interactors

@testable import Presenters

/// The registered profiles the Welcome presenter tests share, and what the screen lists for them.
enum WelcomeFixtures {
    static let lin = RegisteredProfile(id: .lin, email: "lin@example.org", fullName: "Lin Example")
    static let sam = RegisteredProfile(id: .sam, email: "sam@example.org", fullName: "Sam Other")
    /// The implicit data of each.
    static let accounts: [ProfileID: String] = [
        .lin: "lin@example.org (user usr_lin)", .sam: "sam@example.org (user usr_sam)",
    ]
    /// `lin` and `sam` as listed with Lin selected.
    static let linSelected = [
        ProfileListItem(label: "Lin Example <lin@example.org>", isSelected: true),
        ProfileListItem(label: "Sam Other <sam@example.org>", isSelected: false),
    ]
    /// `lin` and `sam` as listed with Sam selected.
    static let samSelected = [
        ProfileListItem(label: "Lin Example <lin@example.org>", isSelected: false),
        ProfileListItem(label: "Sam Other <sam@example.org>", isSelected: true),
    ]
}
