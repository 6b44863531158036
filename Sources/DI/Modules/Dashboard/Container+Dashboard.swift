import Interactors

/// The Dashboard module's interactor, registered beside its builder: a typed factory the
/// builder asks for, traced while `--trace` is on (`traced(_:in:_:)`).
extension Container {
    /// Dashboard: the session, the ID token, app details, app-to-web, logout.
    package var dashboardInteractor: Factory<any DashboardInteracting> {
        factory { container throws(ResolutionError) in
            let interactor = DashboardInteractor(host: try container.engineHost())
            return container.traced(interactor, in: .dashboard) {
                TracingDashboardInteractor(base: $0, trace: $1)
            }
        }
    }
}
