/// Registration by a one-time code, as a QR code would carry it.
extension AuthClient {
    /// Registers this device with a one-time registration code (pasted as a line), then asks for
    /// the new PIN. An unknown, used or expired code gives `invalidOneTimeCode`; an empty one cancels.
    package func registerWithOneTimeCode(
        _ code: String, responder: some ChallengeResponder
    ) async throws(AuthError) -> AuthenticatedSession {
        try await exclusiveFlow("registration") { () async throws(AuthError) in
            let code = code.trimmingWhitespace()
            guard !code.isEmpty else { throw .cancelled }
            let ticket: TicketBody
            do throws(ServerRefusal) {
                ticket = try await api.call(
                    .post, "/v1/idp/one-time-code", body: OneTimeCodeBody(code: code), as: TicketBody.self)
            } catch {
                if case .refused(_, let body) = error, body.code == .invalidTicket {
                    throw .invalidOneTimeCode
                }
                throw error.authError
            }
            return try await completeRegistration(ticket, responder: responder)
        }
    }
}
