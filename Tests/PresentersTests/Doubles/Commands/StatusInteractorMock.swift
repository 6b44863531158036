import Interactors

@MainActor
final class StatusInteractorMock: StatusInteracting {
    enum Call: Equatable {
        case report
    }

    private(set) var calls: [Call] = []
    /// The report `status` prints.
    var reports: Script<Result<StatusReport, AppError>> = []

    @MainActor func report() async throws(AppError) -> StatusReport {
        calls.append(.report)
        return try reports.next().get()
    }
}
