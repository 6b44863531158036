import AuthEngine

/// A device the account is registered on, as the profile screen lists it.
public struct ProfileDevice: Equatable, Sendable {
    /// The name the device registered with: text the app did not write, so screens escape it.
    public let name: String
    /// When the profile was registered there, in seconds since the epoch.
    public let registeredAt: Int64
    /// True for the device this app runs on.
    public let isThisDevice: Bool

    /// For test doubles and presenter tests; the app builds one from the engine's `RegisteredDevice`.
    public init(name: String, registeredAt: Int64, isThisDevice: Bool) {
        self.name = name
        self.registeredAt = registeredAt
        self.isThisDevice = isThisDevice
    }

    init(_ device: RegisteredDevice) {
        self.init(
            name: device.deviceName, registeredAt: device.registeredAt, isThisDevice: device.isThisDevice)
    }
}
