import AuthEngine

/// The rules a new PIN must follow, as the server sent them with the create-PIN challenge.
///
/// They travel in `NewPinRequest` so the app can explain them up front and check a PIN before
/// the engine sees it (the engine checks again, and so does the server). The check itself is
/// the engine's, reached through `CreatePinInteracting.brokenRules(of:under:)`.
package struct PinRules: Equatable, Sendable {
    let policy: PinPolicy

    init(_ policy: PinPolicy) {
        self.policy = policy
    }

    /// Rules with these settings; the defaults are the server's out-of-the-box policy, whose
    /// list of common PINs is refused outright when `refusesCommonPins` is true.
    package init(
        requiredLength: Int = 5, maximumSimilarDigits: Int = 2, forbidsSequences: Bool = true,
        refusesCommonPins: Bool = true
    ) {
        self.init(
            PinPolicy(
                requiredLength: requiredLength, maximumSimilarDigits: maximumSimilarDigits,
                forbidsSequences: forbidsSequences,
                blacklist: refusesCommonPins ? PinPolicy.defaultBlacklist : []))
    }

    /// The exact number of digits a PIN must have.
    package var requiredLength: Int { policy.requiredLength }

    /// The most times any one digit may occur in a PIN.
    package var maximumSimilarDigits: Int { policy.maximumSimilarDigits }

    /// True when a PIN may not be one ascending or descending run, such as 12345.
    package var forbidsSequences: Bool { policy.forbidsSequences }

    /// True when the server refuses a list of common PINs.
    package var refusesCommonPins: Bool { !policy.blacklist.isEmpty }

    /// Every rule `pin` breaks, in the engine's order: length, digits only, similar digits,
    /// sequence, common PIN.
    func violations(of pin: SecretInput) -> [PinRule] {
        policy.violations(of: pin.text).map(PinRule.init)
    }
}
