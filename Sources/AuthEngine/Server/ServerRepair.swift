/// Recovering from a damaged server directory: requests answer a typed storage error (503) rather
/// than crash, and an operator (or the app, for the in-process server) moves the damage aside.
extension TokenServer {
    /// Moves an unreadable `state.json`, `keys.json` or `devices.json` in `directory` aside as
    /// `<name>.corrupt-<time>` and returns the names moved; the next start begins with empty state
    /// (seeded again with the demo accounts), a new signing key, or no device keys.
    ///
    /// Every device registration lives in the state, so after moving it aside each device must
    /// register again; a new key only makes current access tokens fail, and they refresh; without
    /// device keys, device-authenticated calls fail until a device registers its key again.
    /// A document that cannot be opened at all (permissions, I/O) is reported, not moved.
    package static func quarantineCorruptState(
        directory: String, clock: any WallClock = SystemWallClock()
    ) throws(StoreError) -> [String] {
        let store = try SecureFileStore(directory: directory)
        let now = clock.now
        var moved: [String] = []
        if try store.quarantineIfUnreadable(ServerState.self, named: ServerDatabase.stateName, at: now) != nil
        {
            moved.append(ServerDatabase.stateName)
        }
        if try store.quarantineIfUnreadable(SigningKeys.self, named: ServerDatabase.keysName, at: now) != nil
        {
            moved.append(ServerDatabase.keysName)
        }
        if try store.quarantineIfUnreadable(DeviceKeysDocument.self, named: DeviceKeysDocument.name, at: now)
            != nil
        {
            moved.append(DeviceKeysDocument.name)
        }
        return moved
    }
}
