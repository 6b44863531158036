import Interactors

/// `viper-auth status [--json]`: reads the home and prints the report, as text or JSON.
@MainActor
package final class StatusPresenter: StatusPresenting {
    /// The view, held weakly: it owns this presenter.
    package weak var view: (any StatusViewInterface)?
    private let interactor: any StatusInteracting
    private let homeOption: String?
    private let serverOption: String?

    /// A presenter over `interactor`; a reset command it prints repeats `homeOption`, the `--home`
    /// given, or `serverOption`, the server whose clock it shows. The builder sets `view`.
    package init(interactor: any StatusInteracting, homeOption: String?, serverOption: String?) {
        self.interactor = interactor
        self.homeOption = homeOption
        self.serverOption = serverOption
    }

    /// Reads the home and prints the report in `format`, or why it could not be read.
    package func run(_ format: StatusFormat) async -> CommandOutcome {
        let report: StatusReport
        do throws(AppError) {
            report = try await interactor.report()
        } catch {
            view?.showFailure(CommandFailureText.line(command: "status", error))
            return .failed
        }
        switch format {
        case .text:
            view?.showReport(StatusText.lines(of: report, homeOption: homeOption, serverOption: serverOption))
        case .json:
            view?.showJSON(StatusJSON.render(report))
        }
        return .done
    }
}
