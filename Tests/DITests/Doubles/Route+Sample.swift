import Interactors
import Router

extension Route {
    /// The profile each sample route of a profile's screen carries.
    static let sampleProfile: ProfileID = "prf_ada"

    /// The route of the screen `name`, carrying sample data where it carries any: a profile's
    /// session for the dashboard, `sampleProfile` for a profile's screens.
    static func sample(_ name: RouteName) -> Route {
        switch name {
        case .startup: .startup
        case .welcome: .welcome
        case .registration: .registration
        case .createPin: .createPin
        case .pinChallenge: .pinChallenge
        case .dashboard: .dashboard(.profile(sampleProfile))
        case .switchContext: .switchContext(sampleProfile)
        case .mobileAuth: .mobileAuth(sampleProfile)
        case .pushConfirmation: .pushConfirmation(sampleProfile)
        case .authenticators: .authenticators(sampleProfile)
        case .registerAuthenticator: .registerAuthenticator(sampleProfile)
        case .profile: .profile(sampleProfile)
        case .changePinCurrent: .changePinCurrent(sampleProfile)
        case .changePinNew: .changePinNew(sampleProfile)
        }
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
