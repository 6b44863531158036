/// Facts about the engine build that the app and the benchmark print.
package enum AuthEngineInfo {
    /// The engine's semantic version, shown by `viper-auth --version`.
    package static let version = "0.1.0"
}
