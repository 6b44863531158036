import Interactors

/// Serves scripted enrollment, listings and the start of the handling, and records every call.
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
    /// What the server says about enrollment when the screen loads.
    var isEnrolledResult: Result<Bool, AppError> = .success(false)
    var enrollResult: Result<Void, AppError> = .success(())
    /// Each listing serves the next result; the last one repeats.
    var pendingResults: [Result<[PushRequest], AppError>] = [.success([])]
    /// How the handling starts when it is begun.
    var handlingStart = PushHandlingStart.handled([])
    /// The clock the listings are read against: 2027-01-15 08:00:00 UTC.
    nonisolated static let currentTime: Int64 = 1_800_000_000

    func isEnrolled(profileId: ProfileID) async throws(AppError) -> Bool {
        calls.append(.isEnrolled(profileId: profileId))
        return try isEnrolledResult.get()
    }

    func enroll(profileId: ProfileID) async throws(AppError) {
        calls.append(.enroll(profileId: profileId))
        try enrollResult.get()
    }

    func pendingRequests(profileId: ProfileID) async throws(AppError) -> [PushRequest] {
        calls.append(.pendingRequests(profileId: profileId))
        let result = pendingResults.count > 1 ? pendingResults.removeFirst() : pendingResults[0]
        return try result.get()
    }

    nonisolated func now() -> Int64 {
        Self.currentTime
    }

    func beginHandling(profileId: ProfileID) async -> PushHandlingStart {
        calls.append(.beginHandling(profileId: profileId))
        return handlingStart
    }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        calls.append(.endSession(owner))
        return .loggedOut
    }
}
