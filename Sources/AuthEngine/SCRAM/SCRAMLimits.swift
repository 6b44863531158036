/// Bounds that keep a SCRAM peer from making us parse or compute without limit.
package enum SCRAMLimits {
    /// The default maximum size of one SCRAM message; real messages are a few hundred bytes.
    package static let defaultMaximumMessageByteCount = 4096
}
