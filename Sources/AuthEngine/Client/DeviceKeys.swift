/// The device keys of the biometric and password authenticators.
///
/// Each is the SCRAM password of its own verifier on the server, so logging in with it is a real
/// proof of a key, never a stored password released by a yes/no. Neither depends on the PIN, so a
/// PIN change leaves both authenticators working.
enum DeviceKeys {
    /// A fresh biometric key: 256 random bits kept in the device store, released by the sensor.
    static func newBiometricKey() -> SecretBytes {
        SecretBytes.random(count: 32)
    }

    /// The password authenticator's key: derived from the password and the device secret and never
    /// stored; SCRAM's PBKDF2 then stretches it for the verifier. Binding the profile id keeps two
    /// profiles with one password apart.
    static func passwordKey(password: Secret, profileId: String, deviceSecret: SecretBytes) -> SecretBytes {
        SecretBytes(
            HMACSHA256.authenticate(
                Array("viper-auth password v1:\(profileId):\(password.value)".utf8), key: deviceSecret.bytes))
    }
}

extension DeviceStore {
    /// The stored biometric key of a profile, or nil when there is none.
    func biometricKey(profileId: String) throws(AuthError) -> SecretBytes? {
        let name = AuthenticatorKeyDocument.name(profileId: profileId, kind: .biometric)
        let document: AuthenticatorKeyDocument?
        do {
            document = try store.read(AuthenticatorKeyDocument.self, named: name)
        } catch {
            throw .storage(error)
        }
        // A document that is there was checked when read: its key is 32 bytes.
        return document?.validatedKey
    }

    /// Stores a biometric key (in a 0600 file, like every device document).
    func saveBiometricKey(_ key: SecretBytes, profileId: String) throws(AuthError) {
        let name = AuthenticatorKeyDocument.name(profileId: profileId, kind: .biometric)
        do {
            try store.write(AuthenticatorKeyDocument(key: Base64.encode(key.bytes)), named: name)
        } catch {
            throw .storage(error)
        }
    }

    /// Forgets the device key of an authenticator, if it has a stored one.
    func removeDeviceKey(profileId: String, kind: AuthenticatorKind) throws(AuthError) {
        do {
            _ = try store.remove(named: AuthenticatorKeyDocument.name(profileId: profileId, kind: kind))
        } catch {
            throw .storage(error)
        }
    }
}
