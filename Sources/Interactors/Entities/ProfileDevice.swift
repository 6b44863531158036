import AuthEngine

/// A device the account is registered on, as the profile screen lists it.
package struct ProfileDevice: Equatable, Sendable {
    /// The name the device registered with: text the app did not write, so screens escape it.
    package let name: String
    /// When the profile was registered there, in seconds since the epoch.
    package let registeredAt: Int64
    /// True for the device this app runs on.
    package let isThisDevice: Bool

    /// For test doubles and presenter tests; the app builds one from the engine's `RegisteredDevice`.
    package init(name: String, registeredAt: Int64, isThisDevice: Bool) {
        self.name = name
        self.registeredAt = registeredAt
        self.isThisDevice = isThisDevice
    }

    init(_ device: RegisteredDevice) {
        self.init(
            name: device.deviceName, registeredAt: device.registeredAt, isThisDevice: device.isThisDevice)
    }
}
