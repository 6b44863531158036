import AuthEngine

/// A profile registered on this device, as the app lists it.
package struct RegisteredProfile: Equatable, Sendable, Identifiable {
    /// The profile's id (what `viper-auth push --profile` also accepts).
    package let id: ProfileID
    /// The account's email.
    package let email: String
    /// The account holder's name.
    package let fullName: String

    /// Creates a profile entity; interactors build them from the engine's profiles.
    package init(id: ProfileID, email: String, fullName: String) {
        self.id = id
        self.email = email
        self.fullName = fullName
    }

    init(_ profile: UserProfile) {
        self.init(id: ProfileID(rawValue: profile.id), email: profile.email, fullName: profile.fullName)
    }
}
