/// Where a home keeps its simulation controls: `<home>/simulation/`, beside `server/` and
/// `device/`, so the app, `push`, `status` and `browser` on one home all read the same clock and
/// faults, and nothing leaks into another home.
package enum SimulationHome {
    /// The directory of `homeDirectory`'s clock and fault plan.
    package static func directory(of homeDirectory: String) -> String {
        homeDirectory + "/simulation"
    }

    /// The directory of the home whose server half is `serverDirectory` (`<home>/server`): its
    /// sibling `simulation/`.
    package static func directory(ofServerDirectory serverDirectory: String) -> String {
        var home = Substring(serverDirectory)
        while home.count > 1, home.hasSuffix("/") { home = home.dropLast() }
        guard let slash = home.lastIndex(of: "/") else { return "simulation" }
        return directory(of: String(home[..<slash]))
    }
}
