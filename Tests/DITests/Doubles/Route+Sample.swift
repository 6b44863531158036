import Interactors
import Presenters
import TestSupport

@testable import Router

extension Route {
    /// The profile each sample route of a profile's screen carries.
    static let sampleProfile: ProfileID = "prf_ada"

    /// A route of every name, carrying sample data where it carries any: a profile's session for the
    /// dashboard, `sampleProfile` for a profile's screens, the sample flow of its kind for a flow's
    /// screens (TestSupport's `FlowSamples`), built as the router builds routes
    /// (`Route.init?(_:with:)`), so a new profile's screen needs no line here;
    /// `ModuleWiringTests.everyRouteHasOneSample` holds one sample per name.
    static let samples: [Route] = RouteName.allCases.compactMap { name in
        let data: [RouteData] = [
            .profile(sampleProfile), .login(.sample), .enrolment(.sample), .pinChange(.sample),
            .authenticatorRegistration(.sample), .pushHandling(.sample),
        ]
        return data.lazy.compactMap { Route(name, with: $0) }.first
    }

    /// The sample route of the screen `name` (the Welcome screen's for a name `samples` misses).
    static func sample(_ name: RouteName) -> Route {
        samples.first { $0.name == name } ?? .welcome
    }
}

extension RouteName {
    /// The module that shows this route, as its view's type and `--trace` name it, written out here
    /// so the tests check the composition root's own mapping rather than repeat it.
    var moduleShowingIt: String {
        switch self {
        case .createPin, .changePinNew: "CreatePin"
        case .pinChallenge, .changePinCurrent, .registerAuthenticator: "PinChallenge"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}
