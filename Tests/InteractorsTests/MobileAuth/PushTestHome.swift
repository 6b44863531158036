import AuthEngine
import Synchronization
import TestSupport

@testable import Interactors

/// A registered, signed-in profile on a temporary home, with the engine host the app would use and
/// the push service `viper-auth push` would use on the same home.
struct PushTestHome {
    let home: TemporaryEngineHome
    let host: EngineHost
    let session: UserSession
    private let begun = BegunHandling()

    static func make(enrolled: Bool = true) async throws -> PushTestHome {
        let home = try TemporaryEngineHome()
        let host = home.makeHost()
        let session = try await home.register(on: host)
        let made = PushTestHome(home: home, host: host, session: session)
        if enrolled { try await made.interactor.enroll(profileId: session.profile) }
        return made
    }

    /// The profile's id as the engine's string, as `viper-auth push` names it.
    var profileId: String { session.profile.rawValue }

    /// The profile, as the interactors name it.
    var profile: ProfileID { session.profile }

    /// The Mobile authentication use cases, which begin the handling.
    var interactor: MobileAuthInteractor {
        MobileAuthInteractor(host: host)
    }

    /// The push confirmation use cases over the handling `beginHandling()` began last, as the
    /// PushConfirmation module is built with it (over a handling already over before that).
    var confirmation: PushConfirmationInteractor {
        let handling =
            begun.handling.withLock { $0 }
            ?? PushHandling(ChallengeFlow(endedWith: .cancelled), profileId: profile)
        return PushConfirmationInteractor(host: host, handling: handling)
    }

    /// Begins the handling as the Mobile authentication screen does; the request waiting, as the
    /// PushConfirmation screen reads it.
    func beginHandling() async -> PushStep? {
        guard case .requestWaiting(let handling) = await interactor.beginHandling(profileId: profile) else {
            return nil
        }
        begun.handling.withLock { $0 = handling }
        return await confirmation.currentStep()
    }

    /// The settings `viper-auth push` and `status` would resolve for this home, with the test
    /// configurations.
    var settings: EngineSettings { home.settings() }

    var sender: PushSender { PushSender(settings: settings) }

    func remove() { home.remove() }
}

/// The handling a `PushTestHome` began last, kept for its `confirmation`.
private final class BegunHandling: Sendable {
    let handling = Mutex<PushHandling?>(nil)
}
