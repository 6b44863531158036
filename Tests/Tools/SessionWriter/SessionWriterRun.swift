import AuthEngine
import Glibc

/// One writer of the session kill test: copies two profiles' stored sessions over a third
/// profile's, in turn, with a logout between rounds, until it is killed or has done `rounds`.
///
/// Every save and clear goes through `DeviceStore`, the layer that owns sessions, so a `kill -9`
/// can land anywhere inside them; the test then checks the target holds one of the two sessions
/// or none.
struct SessionWriterRun {
    static let usage =
        "usage: SessionWriter DEVICE-DIRECTORY TARGET-PROFILE FIRST-PROFILE SECOND-PROFILE ROUNDS"

    let directory: String
    let targetProfile: String
    let sourceProfiles: (first: String, second: String)
    let rounds: Int

    /// Returns nil unless the arguments are a directory, three profile ids and a non-negative count.
    init?(arguments: [String]) {
        guard arguments.count == 5, let rounds = Int(arguments[4]), rounds >= 0 else { return nil }
        directory = arguments[0]
        targetProfile = arguments[1]
        sourceProfiles = (arguments[2], arguments[3])
        self.rounds = rounds
    }

    /// Prints `ready` once the first session is saved, so the test kills a writer that is writing.
    func run() throws(SessionWriterFailure) {
        let device: DeviceStore
        do { device = DeviceStore(store: try SecureFileStore(directory: directory)) } catch {
            throw .store(error)
        }
        let first = try storedSession(of: sourceProfiles.first, in: device)
        let second = try storedSession(of: sourceProfiles.second, in: device)
        do {
            for round in 0..<rounds {
                try device.clearSession(profileId: targetProfile)
                try device.saveSession(first, profileId: targetProfile)
                if round == 0 { announce("ready\n") }
                try device.saveSession(second, profileId: targetProfile)
            }
        } catch {
            throw .engine(error)
        }
    }

    private func storedSession(of profileId: String, in device: DeviceStore) throws(SessionWriterFailure)
        -> StoredSession
    {
        guard let session = try? device.session(profileId: profileId) else {
            throw .noSession(profileId)
        }
        return session
    }

    private func announce(_ line: String) {
        _ = line.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    }
}

/// Why the writer stopped before it was killed.
enum SessionWriterFailure: Error, CustomStringConvertible {
    case store(StoreError)
    case engine(AuthError)
    case noSession(String)

    var description: String {
        switch self {
        case .store(let error): "cannot open the device store: \(error)"
        case .engine(let error): "cannot save or clear the session: \(error)"
        case .noSession(let profileId): "profile \(profileId) has no complete stored session to copy"
        }
    }
}
