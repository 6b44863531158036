import Interactors
import Presenters
import Router
import Views

/// What every module's view is made with: the terminal, the line under each title, and the
/// tracer its view reports to while `--trace` is on.
struct ViewParts: Sendable {
    let terminal: any Terminal
    let headings: any ScreenHeadingNoting
    let tracer: Tracer

    /// Where the view of `route`'s module traces what crosses between it and its presenter; nil
    /// without `--trace`, so an untraced run pays nothing.
    func trace(_ route: RouteName) -> ViewTrace? {
        guard tracer.isEnabled else { return nil }
        let (tracer, module) = (tracer, route.module)
        return ViewTrace(
            shown: { tracer.hop(.presenter, .view, in: module, $0) },
            handedOver: { tracer.hop(.view, .presenter, in: module, $0) })
    }
}
