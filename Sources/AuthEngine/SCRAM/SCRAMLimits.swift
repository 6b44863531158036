/// Bounds that keep a SCRAM peer from making us parse or compute without limit.
public enum SCRAMLimits {
    /// The default maximum size of one SCRAM message; real messages are a few hundred bytes.
    public static let defaultMaximumMessageByteCount = 4096
}
