/// This device's half of the engine's state under `<home>/device/`: the device identity and
/// secret, the registered profiles, each profile's session (`DeviceSessions.swift`) and keys.
package struct DeviceStore: Sendable {
    let store: SecureFileStore

    /// A device store kept in `store`; the package's own programs (the session writer of the
    /// kill test) open one directly, everything else goes through `AuthClient`.
    package init(store: SecureFileStore) {
        self.store = store
    }

    static let identityName = "device.json"
    static let profilesName = "profiles.json"

    /// The device's identity, created with a fresh 256-bit secret on first use.
    func identity() throws(AuthError) -> DeviceIdentity {
        // Read on every flow; the locked write happens only when the identity is first created.
        do {
            if let identity = try store.read(DeviceIdentity.self, named: Self.identityName),
                !identity.deviceId.isEmpty
            {
                return identity
            }
        } catch {
            throw .storage(error)
        }
        do {
            return try store.update(DeviceIdentity.self, named: Self.identityName, default: DeviceIdentity())
            {
                identity in
                if identity.deviceId.isEmpty {
                    identity.deviceId = Identifier.make("dev")
                    identity.secret = Base64.encode(SecureRandom.bytes(count: 32))
                }
                return identity
            }
        } catch {
            throw .storage(error.storeError)
        }
    }

    /// The device's identity if a flow has made it, without making one: a device without one has
    /// never registered (every registration uses it), so the server holds nothing of it.
    func existingIdentity() throws(AuthError) -> DeviceIdentity? {
        do {
            guard let identity = try store.read(DeviceIdentity.self, named: Self.identityName),
                !identity.deviceId.isEmpty
            else { return nil }
            return identity
        } catch {
            throw .storage(error)
        }
    }

    /// The profiles registered on this device, in the order stored (`AuthClient.profiles()` sorts
    /// them oldest first).
    package func profiles() throws(AuthError) -> [UserProfile] {
        do {
            return try store.read(ProfilesDocument.self, named: Self.profilesName)?.profiles ?? []
        } catch {
            throw .storage(error)
        }
    }

    func profile(id: String) throws(AuthError) -> UserProfile? {
        try profiles().first { $0.id == id }
    }

    /// Inserts or replaces a profile under the profiles lock.
    func save(_ profile: UserProfile) throws(AuthError) {
        try updateProfiles { profiles in
            profiles.removeAll { $0.id == profile.id }
            profiles.append(profile)
        }
    }

    /// Removes the profile from this device, then every document of it `DeviceDocuments` declares.
    func wipe(profileId: String) throws(AuthError) {
        try updateProfiles { profiles in profiles.removeAll { $0.id == profileId } }
        // Under the sessions lock, so a session being saved at the same moment is not left behind.
        try withSessionLock(profileId) { () throws(StoreError) in
            for document in DeviceDocuments.ofEachProfile {
                try store.remove(named: document.name(for: profileId))
            }
        }
    }

    /// The lock a registration holds from its server call until its profile is stored, and
    /// `AuthClient.reconcile()` while it looks for registrations this device never kept: held by a
    /// live process only (the kernel drops it with a crashed one), so a registration between its
    /// two halves is never taken for one a crash left behind.
    func registrationLock() throws(AuthError) -> ExclusiveLock {
        do {
            let name = try DocumentName(Self.registrationLockName)
            return try ExclusiveLock(lockFilePath: store.directory + "/" + name.lockFileName)
        } catch {
            throw .storage(error)
        }
    }

    static let registrationLockName = "registration"

    func updateProfiles(_ body: (inout [UserProfile]) -> Void) throws(AuthError) {
        do {
            try store.update(ProfilesDocument.self, named: Self.profilesName, default: ProfilesDocument()) {
                document in body(&document.profiles)
            }
        } catch {
            throw .storage(error.storeError)
        }
    }
}

/// The device's identity and its secret, mixed into every PIN so a stolen server file is useless.
struct DeviceIdentity: StoredDocument {
    static let schemaVersion = 1
    var deviceId = ""
    var deviceName = "viper-auth terminal"
    var secret = ""

    var secretBytes: SecretBytes { SecretBytes(Base64.decode(secret) ?? []) }
}

struct ProfilesDocument: StoredDocument {
    static let schemaVersion = 1
    var profiles: [UserProfile] = []
}

/// A device key of a biometric or password authenticator.
struct AuthenticatorKeyDocument: StoredDocument {
    static let schemaVersion = 1
    var key: String

    static func name(profileId: String, kind: AuthenticatorKind) -> String {
        DeviceDocuments.authenticatorKey(kind).name(for: profileId)
    }
}

extension TransactionError {
    /// The store error behind a transaction whose body cannot fail.
    var storeError: StoreError {
        switch self {
        case .store(let error): error
        case .aborted: .corrupt(name: "transaction")
        }
    }
}
