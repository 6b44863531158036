/// Finds the directory viper-auth keeps its state in.
package enum HomeDirectory {
    /// Resolves `--home`, else `VIPER_AUTH_HOME`, else `$XDG_STATE_HOME/viper-auth`, else
    /// `$HOME/.local/state/viper-auth`, as an absolute path; empty values count as unset.
    package static func resolve(
        explicitPath: String?, environment: [String: String]
    ) throws(StoreError) -> String {
        func nonEmpty(_ value: String?) -> String? {
            guard let value, !value.isEmpty else { return nil }
            return value
        }
        if let explicit = nonEmpty(explicitPath) {
            return try FileSystem.absolutePath(explicit)
        }
        if let configured = nonEmpty(environment["VIPER_AUTH_HOME"]) {
            return try FileSystem.absolutePath(configured)
        }
        // The XDG Base Directory specification says relative values are invalid and must be ignored.
        if let stateHome = nonEmpty(environment["XDG_STATE_HOME"]), stateHome.hasPrefix("/") {
            return try FileSystem.absolutePath(stateHome + "/viper-auth")
        }
        if let userHome = nonEmpty(environment["HOME"]) {
            return try FileSystem.absolutePath(userHome + "/.local/state/viper-auth")
        }
        throw .homeNotFound
    }
}
