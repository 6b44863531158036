/// The identity of a profile registered on this device, such as `prf_3f9a…`: typed, so that a
/// profile's id is not one more `String` among emails, names and tokens.
///
/// The engine names profiles by plain strings; interactors map them to and from this type, so
/// nothing above them handles the raw string. It is not a secret: `--trace`, `viper-auth status`
/// and `viper-auth push --profile` show it as it is.
package struct ProfileID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The engine's string for the profile.
    package let rawValue: String

    /// The profile the engine names `rawValue`; interactors make these from the engine's profiles,
    /// tests from fixtures.
    package init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The engine's string, as traces print it: `session of profile prf_3f9a…`.
    package var description: String { rawValue }
}
