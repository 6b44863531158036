import Interactors

/// The one line that says a profile was removed from this device without the person being in a
/// flow for it (at start-up, on Welcome, by `status`): whose profile, and why.
package enum ProfileRemovalText {
    /// Such as `Lin Example <lin@example.org>: The server no longer knows this profile; it was
    /// removed from this device.`
    package static func notice(for removal: ProfileRemoval) -> String {
        "\(removal.profile.fullName) <\(removal.profile.email)>: "
            + DeregistrationText.message(for: removal.cause)
    }
}
