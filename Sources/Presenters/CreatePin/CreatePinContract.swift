/// Where the CreatePin module sends the person.
@MainActor
public protocol CreatePinRouting: AnyObject {
    /// The PIN was accepted and the profile is signed in.
    func createPinDidSignIn(profileId: String)
    /// The person cancelled, or the flow failed; `notice` says what happened.
    func createPinDidEnd(notice: String?)
}
