/// Recovering from damaged device files: a corrupt file gives a typed `.storage` error, never a
/// crash, and the app then offers this repair, which moves the damage aside and starts clean.
extension AuthClient {
    /// Moves every unreadable device document aside as `<name>.corrupt-<time>` and returns the
    /// names it moved; readable documents are left alone.
    ///
    /// A corrupt `device.json` takes `profiles.json` with it: every profile's PIN verifier mixes in
    /// the lost device secret, so those profiles could never log in again and must be registered anew.
    /// The app should call this after a `.storage(.corrupt)` or `.storage(.unsupportedSchemaVersion)`
    /// error, tell the person which data was set aside, and go to Welcome.
    package func quarantineCorruptDeviceFiles() throws(AuthError) -> [String] {
        let store = device.store
        let names: [String]
        do { names = try store.documentNames() } catch { throw .storage(error) }
        let now = clock.now
        var damaged = names.filter { name in !Self.isReadable(name, in: store) }
        if damaged.contains(DeviceStore.identityName), names.contains(DeviceStore.profilesName),
            !damaged.contains(DeviceStore.profilesName)
        {
            damaged.append(DeviceStore.profilesName)
        }
        var moved: [String] = []
        for name in damaged {
            do { try store.quarantine(named: name, at: now) } catch { throw .storage(error) }
            moved.append(name)
        }
        if !moved.isEmpty { coordinators.removeAll() }
        return moved
    }

    /// Whether a device document decodes as the type its `DeviceDocuments` entry names; names no
    /// entry declares (documents already set aside, or a later release's) count as readable.
    private static func isReadable(_ name: String, in store: SecureFileStore) -> Bool {
        DeviceDocuments.entry(named: name)?.isReadable(name, in: store) ?? true
    }
}
