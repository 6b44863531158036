/// Turns what a person knows (a PIN) plus what the device has (its secret) into the SCRAM password.
///
/// The server's verifier is derived from this value, so it cannot be brute-forced over the 10^5
/// possible PINs without the device secret, and the device secret alone is useless without online
/// guesses that the attempt limit cuts off.
enum PinKey {
    static func scramPassword(pin: Secret, deviceSecret: SecretBytes) -> SecretBytes {
        SecretBytes(
            HMACSHA256.authenticate(Array("viper-auth pin v1:\(pin.value)".utf8), key: deviceSecret.bytes))
    }
}
