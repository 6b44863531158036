import AuthEngine

/// What the person needs to approve a device-code sign-in on another device (RFC 8628 §3.3): the
/// page to open and the code to type there.
package struct DeviceCode: Equatable, Sendable {
    /// The page where the code is entered.
    package let verificationURI: String
    /// The same page with the code filled in, when the server offers one.
    package let completeVerificationURI: String?
    /// The code to type, such as `WDJB-MJHT`.
    package let userCode: String
    /// How long the code stays valid, in seconds.
    package let expiresInSeconds: Int64

    /// A code to show.
    package init(
        verificationURI: String, completeVerificationURI: String?, userCode: String, expiresInSeconds: Int64
    ) {
        self.verificationURI = verificationURI
        self.completeVerificationURI = completeVerificationURI
        self.userCode = userCode
        self.expiresInSeconds = expiresInSeconds
    }
}

extension DeviceCode {
    /// The code the engine's `challenge` shows.
    init(_ challenge: DeviceCodeChallenge) {
        self.init(
            verificationURI: challenge.verificationURI,
            completeVerificationURI: challenge.verificationURIComplete,
            userCode: challenge.userCode, expiresInSeconds: Int64(challenge.expiresIn))
    }
}
