import Interactors

/// The options of `viper-auth clock`.
struct ClockOptions: Equatable {
    /// What `clock` does.
    enum Action: Equatable {
        /// Print the home's time and its offset.
        case show
        /// Move the home's time forward by this many seconds (more than 0).
        case advance(seconds: Int64)
        /// Back to real time.
        case reset
    }

    /// What to do.
    var action: Action
    /// `--home DIR`; nil finds the home as the interactive app does.
    var home: String?
}

/// The options of `viper-auth faults`.
struct FaultsOptions: Equatable {
    /// What `faults` does.
    enum Action: Equatable {
        /// Print the faults in force.
        case show
        /// Add a fault, checked against the server's routes.
        case add(PlannedFault)
        /// Remove every fault.
        case clear
    }

    /// What to do.
    var action: Action
    /// `--home DIR`; nil finds the home as the interactive app does.
    var home: String?
}

/// The options of `viper-auth simulate`.
struct SimulateOptions: Equatable {
    /// The attacks it can play.
    enum Attack: String, Equatable, CaseIterable {
        /// Present a profile's already rotated refresh token.
        case stolenRefreshToken = "stolen-refresh-token"
    }

    /// Which attack.
    var attack: Attack
    /// `--profile P`: a profile id or an account email.
    var profile: String
    /// `--home DIR`; nil finds the home as the interactive app does.
    var home: String?
}
