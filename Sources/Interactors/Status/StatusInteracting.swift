/// The use case of `viper-auth status`: the home's profiles, sessions, pending push requests and
/// simulation, read without changing anything (`StatusReader`).
package protocol StatusInteracting: Sendable {
    /// The report; a home the app never started has no profiles.
    func report() async throws(AppError) -> StatusReport
}

extension StatusReader: StatusInteracting {}
