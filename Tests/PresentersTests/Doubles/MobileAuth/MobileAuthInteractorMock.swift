import Interactors

@MainActor
final class MobileAuthInteractorMock: MobileAuthInteracting {
    enum Call: Equatable {
        case isEnrolled(profileId: ProfileID)
        case enroll(profileId: ProfileID)
        case pendingRequests(profileId: ProfileID)
        case beginHandling(profileId: ProfileID)
        case endSession(SessionOwner)
    }

    private(set) var calls: [Call] = []
    /// Whether the profile is enrolled, when the screen loads.
    var enrollmentChecks: Script<Result<Bool, AppError>> = []
    /// Whether an enrollment went through, or why not.
    var enrollments: Script<Result<Void, AppError>> = []
    /// The pending push requests, each time they are listed.
    var pendingLists: Script<Result<[PushRequest], AppError>> = []
    /// How handling the pending requests starts.
    var handlingStarts: Script<PushHandlingStart> = []
    /// How ending the session went (`.always(.loggedOut)`).
    var logoutOutcomes: Script<LogoutOutcome> = .always(.loggedOut)
    /// The clock the listings are read against: 2027-01-15 08:00:00 UTC.
    nonisolated static let currentTime: Int64 = 1_800_000_000

    @MainActor func isEnrolled(profileId: ProfileID) async throws(AppError) -> Bool {
        calls.append(.isEnrolled(profileId: profileId))
        return try enrollmentChecks.next().get()
    }

    @MainActor func enroll(profileId: ProfileID) async throws(AppError) {
        calls.append(.enroll(profileId: profileId))
        try enrollments.next().get()
    }

    @MainActor func pendingRequests(profileId: ProfileID) async throws(AppError) -> [PushRequest] {
        calls.append(.pendingRequests(profileId: profileId))
        return try pendingLists.next().get()
    }

    nonisolated func now() -> Int64 {
        Self.currentTime
    }

    @MainActor func beginHandling(profileId: ProfileID) async -> PushHandlingStart {
        calls.append(.beginHandling(profileId: profileId))
        return handlingStarts.next()
    }

    @MainActor func endSession(owner: SessionOwner) async -> LogoutOutcome {
        calls.append(.endSession(owner))
        return logoutOutcomes.next()
    }
}
