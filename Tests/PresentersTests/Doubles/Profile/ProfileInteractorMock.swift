import Interactors
import Synchronization

final class ProfileInteractorMock: ProfileInteracting {
    enum Call: Equatable {
        case devices(profileId: String)
        case idToken(profileId: String)
        case startPinChange(profileId: String)
        case disconnect(profileId: String)
        case endSession(profileId: String?)
    }

    private struct State {
        var calls: [Call] = []
        var devices: Result<[ProfileDevice], AppError>
        var idToken: Result<IdToken, AppError>
        var pinChange: AppError?
        var disconnect: Result<DisconnectOutcome, AppError>
    }

    private let state: Mutex<State>

    /// Answers with `devices`, `idToken`, a PIN change start that fails with `pinChange` (nil:
    /// it waits for the current PIN), and `disconnect`.
    init(
        devices: Result<[ProfileDevice], AppError> = .success([]),
        idToken: Result<IdToken, AppError> = .success(IdToken(claims: [:])), pinChange: AppError? = nil,
        disconnect: Result<DisconnectOutcome, AppError> = .success(.disconnected)
    ) {
        state = Mutex(
            State(devices: devices, idToken: idToken, pinChange: pinChange, disconnect: disconnect))
    }

    var calls: [Call] { state.withLock { $0.calls } }

    func devices(profileId: String) async throws(AppError) -> [ProfileDevice] {
        try state.withLock { state throws(AppError) in
            state.calls.append(.devices(profileId: profileId))
            return try state.devices.get()
        }
    }

    func idToken(profileId: String) async throws(AppError) -> IdToken {
        try state.withLock { state throws(AppError) in
            state.calls.append(.idToken(profileId: profileId))
            return try state.idToken.get()
        }
    }

    func startPinChange(profileId: String) async throws(AppError) {
        try state.withLock { state throws(AppError) in
            state.calls.append(.startPinChange(profileId: profileId))
            if let error = state.pinChange { throw error }
        }
    }

    func disconnect(profileId: String) async throws(AppError) -> DisconnectOutcome {
        try state.withLock { state throws(AppError) in
            state.calls.append(.disconnect(profileId: profileId))
            return try state.disconnect.get()
        }
    }

    func endSession(profileId: String?) async -> LogoutOutcome {
        state.withLock { $0.calls.append(.endSession(profileId: profileId)) }
        return .loggedOut
    }
}
