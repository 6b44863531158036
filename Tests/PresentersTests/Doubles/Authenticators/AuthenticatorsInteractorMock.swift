import Interactors
import Synchronization

final class AuthenticatorsInteractorMock: AuthenticatorsInteracting {
    enum Call: Equatable {
        case authenticators(profileId: String)
        case startRegistration(Authenticator, profileId: String)
        case remove(Authenticator, profileId: String)
        case prefer(Authenticator, profileId: String)
        case endSession(profileId: String?)
    }

    private struct State {
        var calls: [Call] = []
        var lists: [Result<ProfileAuthenticators, AppError>]
        var registration: AppError?
        var removal: Result<AuthenticatorRemovalOutcome, AppError>?
        var preference: Result<ProfileAuthenticators, AppError>?
    }

    private let state: Mutex<State>

    /// Answers each listing with the next of `lists` (the last one repeats), a registration start
    /// with `registration` as its error (nil: it waits for the PIN), and the others as given.
    init(
        lists: [Result<ProfileAuthenticators, AppError>], registration: AppError? = nil,
        removal: Result<AuthenticatorRemovalOutcome, AppError>? = nil,
        preference: Result<ProfileAuthenticators, AppError>? = nil
    ) {
        state = Mutex(
            State(lists: lists, registration: registration, removal: removal, preference: preference))
    }

    var calls: [Call] { state.withLock { $0.calls } }

    func authenticators(profileId: String) async throws(AppError) -> ProfileAuthenticators {
        try state.withLock { state throws(AppError) in
            state.calls.append(.authenticators(profileId: profileId))
            let next = state.lists.count > 1 ? state.lists.removeFirst() : state.lists[0]
            return try next.get()
        }
    }

    func startRegistration(of authenticator: Authenticator, profileId: String) async throws(AppError) {
        try state.withLock { state throws(AppError) in
            state.calls.append(.startRegistration(authenticator, profileId: profileId))
            if let error = state.registration { throw error }
        }
    }

    func remove(_ authenticator: Authenticator, profileId: String) async throws(AppError)
        -> AuthenticatorRemovalOutcome
    {
        try state.withLock { state throws(AppError) in
            state.calls.append(.remove(authenticator, profileId: profileId))
            return try state.removal!.get()
        }
    }

    func prefer(_ authenticator: Authenticator, profileId: String) async throws(AppError)
        -> ProfileAuthenticators
    {
        try state.withLock { state throws(AppError) in
            state.calls.append(.prefer(authenticator, profileId: profileId))
            return try state.preference!.get()
        }
    }

    func endSession(profileId: String?) async -> LogoutOutcome {
        state.withLock { $0.calls.append(.endSession(profileId: profileId)) }
        return .loggedOut
    }
}
