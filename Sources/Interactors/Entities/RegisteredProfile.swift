import AuthEngine

/// A profile registered on this device, as the app lists it.
public struct RegisteredProfile: Equatable, Sendable, Identifiable {
    /// The profile's id (what `viper-auth push --profile` also accepts).
    public let id: ProfileID
    /// The account's email.
    public let email: String
    /// The account holder's name.
    public let fullName: String

    /// Creates a profile entity; interactors build them from the engine's profiles.
    public init(id: ProfileID, email: String, fullName: String) {
        self.id = id
        self.email = email
        self.fullName = fullName
    }

    init(_ profile: UserProfile) {
        self.init(id: ProfileID(rawValue: profile.id), email: profile.email, fullName: profile.fullName)
    }
}
