import Interactors

@MainActor
final class WelcomeInteractorMock: WelcomeInteracting {
    enum Call: Equatable {
        case profiles
        case implicitData(profileId: ProfileID)
        case startLogin(profileId: ProfileID)
    }

    private(set) var calls: [Call] = []
    /// The registered profiles, each time the list is read.
    var profileLists: Script<Result<[RegisteredProfile], AppError>> = []
    /// The implicit data of each profile asked for, in order.
    var implicitData: Script<Result<String, AppError>> = []
    /// How each login starts.
    var loginStarts: Script<Result<LoginStart, AppError>> = []

    @MainActor func profiles() async throws(AppError) -> [RegisteredProfile] {
        calls.append(.profiles)
        return try profileLists.next().get()
    }

    @MainActor func implicitData(profileId: ProfileID) async throws(AppError) -> String {
        calls.append(.implicitData(profileId: profileId))
        return try implicitData.next().get()
    }

    @MainActor func startLogin(profileId: ProfileID) async throws(AppError) -> LoginStart {
        calls.append(.startLogin(profileId: profileId))
        return try loginStarts.next().get()
    }
}
