import AuthEngine

/// The use case of `viper-auth simulate stolen-refresh-token`: present a profile's rotated-away
/// refresh token as a thief who copied it would, and say what the server answered. This device's
/// session is left as it is, for the app to discover at its next action.
package struct StolenTokenSimulation: Sendable {
    private let host: EngineHost

    /// A simulation on the home `host` opens.
    package init(host: EngineHost) {
        self.host = host
    }

    /// Presents the rotated token of `profile` (a profile id or an account email on this device).
    package func run(profile: String) async throws(AppError) -> StolenTokenAnswer {
        let client = try await host.start()
        let profiles: [UserProfile]
        do {
            profiles = try await client.profiles()
        } catch {
            throw AppError(error)
        }
        let wanted = profile.lowercased()
        guard
            let match = profiles.first(where: { $0.id == profile })
                ?? profiles.last(where: { $0.email.lowercased() == wanted })
        else { throw .profileNotFound }
        do {
            let outcome = try await client.presentRotatedRefreshToken(profileId: match.id)
            return StolenTokenAnswer(outcome, profileId: ProfileID(rawValue: match.id))
        } catch {
            throw AppError(error)
        }
    }
}

/// What the server answered a stolen refresh token.
package struct StolenTokenAnswer: Equatable, Sendable {
    /// What happened.
    package enum Outcome: Equatable, Sendable {
        /// The session has not been refreshed yet, so there is no rotated token to steal.
        case noRotatedToken
        /// The server refused it with `status`; `cause` is why the session ends, when the server
        /// named one (`.reused`: it detected the reuse and revoked the token family).
        case refused(status: Int, cause: SessionEndCause?)
        /// The server accepted a spent token: reuse went undetected.
        case accepted
    }

    /// The profile whose token was presented.
    package let profileId: ProfileID
    /// What happened.
    package let outcome: Outcome

    /// An answer; built by the simulation, and by tests of its text.
    package init(profileId: ProfileID, outcome: Outcome) {
        self.profileId = profileId
        self.outcome = outcome
    }

    init(_ outcome: StolenRefreshTokenOutcome, profileId: ProfileID) {
        self.profileId = profileId
        switch outcome {
        case .noRotatedToken: self.outcome = .noRotatedToken
        case .accepted: self.outcome = .accepted
        case .refused(let status, let reason):
            self.outcome = .refused(status: status, cause: reason.map(SessionEndCause.init))
        }
    }
}
