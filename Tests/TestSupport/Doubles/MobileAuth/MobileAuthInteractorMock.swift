import Interactors

/// Stands for the interactor in presenter tests, interactor tests and the modules the container builds.
@MainActor
package final class MobileAuthInteractorMock: MobileAuthInteracting {
    /// A call made to the mock, with its arguments.
    package enum Call: Equatable {
        case isEnrolled(profileId: ProfileID)
        case enroll(profileId: ProfileID)
        case pendingRequests(profileId: ProfileID)
        case beginHandling(profileId: ProfileID)
        case endSession(SessionOwner)
    }

    /// Every call made, with its arguments, in order.
    package private(set) var calls: [Call] = []

    /// A mock with nothing scripted but what its properties default to.
    package init() {}

    /// Whether the profile is enrolled, when the screen loads.
    package var enrollmentChecks: Script<Result<Bool, AppError>> = []
    /// Whether an enrollment went through, or why not.
    package var enrollments: Script<Result<Void, AppError>> = []
    /// The pending push requests, each time they are listed.
    package var pendingLists: Script<Result<[PushRequest], AppError>> = []
    /// How handling the pending requests starts.
    package var handlingStarts: Script<PushHandlingStart> = []
    /// How ending the session went (`.always(.loggedOut)`).
    package var logoutOutcomes: Script<LogoutOutcome> = .always(.loggedOut)
    /// The clock the listings are read against: 2027-01-15 08:00:00 UTC.
    nonisolated package static let currentTime: Int64 = 1_800_000_000

    /// Records the call and gives the next scripted answer.
    @MainActor package func isEnrolled(profileId: ProfileID) async throws(AppError) -> Bool {
        calls.append(.isEnrolled(profileId: profileId))
        return try enrollmentChecks.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func enroll(profileId: ProfileID) async throws(AppError) {
        calls.append(.enroll(profileId: profileId))
        try enrollments.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func pendingRequests(profileId: ProfileID) async throws(AppError) -> [PushRequest] {
        calls.append(.pendingRequests(profileId: profileId))
        return try pendingLists.next().get()
    }

    /// Records the call and gives the next scripted answer.
    nonisolated package func now() -> Int64 {
        Self.currentTime
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func beginHandling(profileId: ProfileID) async -> PushHandlingStart {
        calls.append(.beginHandling(profileId: profileId))
        return handlingStarts.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func endSession(owner: SessionOwner) async -> LogoutOutcome {
        calls.append(.endSession(owner))
        return logoutOutcomes.next()
    }
}
