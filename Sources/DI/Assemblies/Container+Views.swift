import Interactors
import Presenters
import Router
import Views

/// The view layer: what every module's view is made with beside the terminal and the headings.
extension Container {
    /// Where the view of `route`'s module traces what crosses between it and its presenter; nil
    /// without `--trace`, so an untraced run pays nothing.
    func viewTrace(_ route: RouteName) -> ViewTrace? {
        guard tracer.isEnabled else { return nil }
        let (tracer, module) = (tracer, route.module)
        return ViewTrace(
            shown: { tracer.hop(.presenter, .view, in: module, $0) },
            handedOver: { tracer.hop(.view, .presenter, in: module, $0) })
    }
}
