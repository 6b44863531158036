import Testing

@testable import AuthEngine

/// The SCRAM password of a PIN, as docs/ENGINE.md states it.
@Suite("The PIN's SCRAM password")
struct PinKeyTests {
    /// A device secret of the bytes 0, 1, … 31.
    private let deviceSecret = SecretBytes((0...31).map { UInt8($0) })

    @Test("it is HMAC-SHA256 keyed with the device secret over \"viper-auth pin v1:\" and the PIN")
    func labelledHMAC() {
        // Worked out apart from this code, with Python's hmac module.
        #expect(
            PinKey.scramPassword(pin: Secret("28461"), deviceSecret: deviceSecret).bytes.hex
                == "e28962fffaf7af3d00a8e17b49d03fd378e65ad6c17b21d906c4eb8aaa5d4dc1")
    }
}
