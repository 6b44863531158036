import Interactors

/// Where the new PIN of a registration sends the person (the `createPin` route).
@MainActor
package protocol CreatePinRouting: AnyObject {
    /// The PIN was accepted: the device is registered and `owner`'s session (the new profile's)
    /// signed in.
    func createPinDidSignIn(owner: SessionOwner)
    /// The person cancelled, or the registration failed; back to Welcome, `notice` saying why.
    func createPinDidEnd(notice: RouteNotice?)
}

/// Where the new PIN of a PIN change sends the person (the `changePinNew` route). A session found
/// over ends through `SessionEndRouting`, as on every screen that needs one.
@MainActor
package protocol ChangePinNewRouting: SessionEndRouting {
    /// The PIN of `profileId` is changed: back to its Profile screen.
    func changePinNewDidChangePin(profileId: ProfileID)
    /// The PIN change was cancelled or failed: back to the Profile screen of `profileId`, `notice`
    /// saying why.
    func changePinNewDidEnd(profileId: ProfileID, notice: RouteNotice?)
}

/// What the CreatePin presenter asks its view to show besides the verbs every view shares: the rules
/// under the title, and that the PIN is set. Every sentence is the presenter's.
@MainActor
package protocol CreatePinViewInterface: HeadingViewInterface {
    /// Shows, in the success tone, that the PIN was set.
    func showSuccess(_ message: String)
    /// Asks `question`: the new PIN or its confirmation.
    func ask(_ question: Question<Never>)
}

/// What a person can do at the new-PIN prompts: enter the new PIN and its confirmation, or cancel.
@MainActor
package protocol CreatePinPresenting: ScreenPresenting {
    /// The person entered `text`, the new PIN or its confirmation.
    func didEnter(_ text: String) async
    /// The person cancelled with an empty line at the new PIN.
    func didCancel() async
}
