import Interactors

/// Stands for the interactor in presenter tests, interactor tests and the modules the container builds.
@MainActor
package final class StatusInteractorMock: StatusInteracting {
    /// A call made to the mock, with its arguments.
    package enum Call: Equatable {
        case report
    }

    /// Every call made, with its arguments, in order.
    package private(set) var calls: [Call] = []

    /// A mock that answers with `reports`, nothing scripted by default.
    package init(reports: Script<Result<StatusReport, AppError>> = []) {
        self.reports = reports
    }

    /// The report `status` prints.
    package var reports: Script<Result<StatusReport, AppError>> = []

    /// Records the call and gives the next scripted answer.
    @MainActor package func report() async throws(AppError) -> StatusReport {
        calls.append(.report)
        return try reports.next().get()
    }
}
