/// Facts about the engine build that the app and the benchmark print.
public enum AuthEngineInfo {
    /// The engine's semantic version, shown by `viper-auth --version`.
    public static let version = "0.1.0"
}
