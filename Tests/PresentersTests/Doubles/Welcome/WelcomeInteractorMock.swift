import Interactors

/// Serves scripted profiles, implicit data and login starts, and records the calls.
@MainActor
final class WelcomeInteractorMock: WelcomeInteracting {
    enum Call: Equatable {
        case profiles
        case implicitData(profileId: ProfileID)
        case startLogin(profileId: ProfileID)
    }

    private(set) var calls: [Call] = []
    var profilesResult: Result<[RegisteredProfile], AppError>
    /// Implicit data per profile; a missing one fails with `serverUnreachable`.
    var implicitData: [ProfileID: String]
    var loginResult: Result<LoginStart, AppError> = .success(.needsPin)

    init(profiles: [RegisteredProfile], implicitData: [ProfileID: String] = [:]) {
        profilesResult = .success(profiles)
        self.implicitData = implicitData
    }

    func profiles() async throws(AppError) -> [RegisteredProfile] {
        calls.append(.profiles)
        return try profilesResult.get()
    }

    func implicitData(profileId: ProfileID) async throws(AppError) -> String {
        calls.append(.implicitData(profileId: profileId))
        guard let data = implicitData[profileId] else { throw .serverUnreachable }
        return data
    }

    func startLogin(profileId: ProfileID) async throws(AppError) -> LoginStart {
        calls.append(.startLogin(profileId: profileId))
        return try loginResult.get()
    }
}
