import Interactors

/// Stands for the interactor in presenter tests, interactor tests and the modules the container builds.
@MainActor
package final class WelcomeInteractorMock: WelcomeInteracting {
    /// A call made to the mock, with its arguments.
    package enum Call: Equatable {
        case profiles
        case implicitData(profileId: ProfileID)
        case startLogin(profileId: ProfileID)
    }

    /// Every call made, with its arguments, in order.
    package private(set) var calls: [Call] = []

    /// A mock with nothing scripted but what its properties default to.
    package init() {}

    /// The registered profiles, each time the list is read.
    package var profileLists: Script<Result<[RegisteredProfile], AppError>> = []
    /// The implicit data of each profile asked for, in order.
    package var implicitData: Script<Result<String, AppError>> = []
    /// How each login starts.
    package var loginStarts: Script<Result<LoginStart, AppError>> = []

    /// Records the call and gives the next scripted answer.
    @MainActor package func profiles() async throws(AppError) -> [RegisteredProfile] {
        calls.append(.profiles)
        return try profileLists.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func implicitData(profileId: ProfileID) async throws(AppError) -> String {
        calls.append(.implicitData(profileId: profileId))
        return try implicitData.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func startLogin(profileId: ProfileID) async throws(AppError) -> LoginStart {
        calls.append(.startLogin(profileId: profileId))
        return try loginStarts.next().get()
    }
}
