import Interactors
import Presenters
import Views

/// The view layer: what every module's view is made with.
extension Container {
    /// The line under every screen's title: the simulated clock's offset, when there is one.
    package var screenHeadings: Factory<any ScreenHeadingNoting> {
        factory(scope: .container) { container in
            SimulatedClockHeading(
                clock: container.settings.simulatedClock, homeOption: container.settings.homeOption,
                serverOption: container.settings.serverOption)
        }
    }

    /// The terminal, the headings and the tracer, as each module's builder hands them to its view.
    var viewParts: Factory<ViewParts> {
        factory { container throws(ResolutionError) in
            ViewParts(
                terminal: container.terminal, headings: try container.screenHeadings(),
                tracer: container.tracer)
        }
    }
}
