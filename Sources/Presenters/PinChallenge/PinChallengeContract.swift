/// Where the PinChallenge module sends the person.
@MainActor
public protocol PinChallengeRouting: AnyObject {
    /// The PIN was right and the profile is signed in.
    func pinChallengeDidSignIn(profileId: String)
    /// The person cancelled (empty line or end of input), or the login failed; `notice` says why.
    func pinChallengeDidEnd(notice: String?)
    /// The last attempt was wrong: the profile was deregistered; `notice` says so.
    func pinChallengeDidDeregister(notice: String)
}
