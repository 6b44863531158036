/// What the engine flow a challenge module answers is for.
///
/// PinChallenge and CreatePin answer the steps of several flows; each module's builder tells its
/// presenter which one it serves (the router shows the module under a route of its own for each
/// purpose), so the words and the routes fit: a cancelled PIN change goes back to the Profile
/// screen, not to Welcome.
public enum ChallengePurpose: Equatable, Sendable {
    /// A login or a registration: the flow ends with a profile signed in.
    case signIn
    /// Changing the PIN of the signed-in profile.
    case pinChange
    /// Registering a biometric or password authenticator for the signed-in profile.
    case authenticatorRegistration
}
