/// What the device documents must hold when read back, so a damaged value is refused as corrupt
/// instead of being used: a device secret that decodes to the wrong bytes would make every PIN
/// derive a wrong proof, and each wrong proof costs one of the profile's attempts at the server.
extension DeviceIdentity {
    /// The only length of device secret this client makes.
    static let secretByteCount = 32
    /// The longest device name the server accepts at registration.
    static let maximumDeviceNameLength = 100

    /// The secret, when it is canonical base64 of exactly `secretByteCount` bytes.
    var validatedSecret: SecretBytes? { SecretBytes(base64: secret, byteCount: Self.secretByteCount) }

    func validate() throws(DocumentViolation) {
        // An empty id would otherwise read as "not created yet", and a new secret would be written
        // over the one every profile's verifier depends on.
        guard !deviceId.isEmpty, deviceId.utf8.count <= DocumentName.maximumLength else {
            throw DocumentViolation(field: "deviceId")
        }
        guard deviceName.count <= Self.maximumDeviceNameLength else {
            throw DocumentViolation(field: "deviceName")
        }
        guard validatedSecret != nil else { throw DocumentViolation(field: "secret") }
    }
}

extension AuthenticatorKeyDocument {
    /// The only length of device key this client makes.
    static let keyByteCount = 32

    /// The key, when it is canonical base64 of exactly `keyByteCount` bytes.
    var validatedKey: SecretBytes? { SecretBytes(base64: key, byteCount: Self.keyByteCount) }

    /// A wrong-length key would be presented as a proof and cost the profile an attempt.
    func validate() throws(DocumentViolation) {
        guard validatedKey != nil else { throw DocumentViolation(field: "key") }
    }
}

extension ProfilesDocument {
    /// The longest PIN a stored profile may ask for; policies ask for 5.
    static let maximumPinLength = 64

    /// A profile with no id cannot be logged in or named in a document, and a PIN length out of
    /// bounds would refuse every PIN typed before it reaches the server.
    func validate() throws(DocumentViolation) {
        guard profiles.allSatisfy({ !$0.id.isEmpty }) else { throw DocumentViolation(field: "profiles.id") }
        guard profiles.allSatisfy({ (1...Self.maximumPinLength).contains($0.pinLength) }) else {
            throw DocumentViolation(field: "profiles.pinLength")
        }
    }
}
