/// Recovering from a damaged server directory: requests answer a typed storage error (503) rather
/// than crash, and an operator (or the app, for the in-process server) moves the damage aside.
extension TokenServer {
    /// Moves damaged server data in `directory` aside as `<name>.corrupt-<time>` and returns the
    /// names moved: the store's snapshot and journal (`ServerStore.quarantineDamage`: a journal
    /// damaged in the middle loses only what follows the damage, a damaged snapshot takes the
    /// journal with it and the next start begins empty, seeded again with the demo accounts), the
    /// old layout's `state.json` and `devices.json` of a home not yet converted, and `keys.json`
    /// (the next start makes a new signing key).
    ///
    /// Every device registration lives in the state, so after it is moved aside each device must
    /// register again; a new key only makes current access tokens fail, and they refresh.
    /// A document that cannot be opened at all (permissions, I/O) is reported, not moved.
    package static func quarantineCorruptState(
        directory: String, clock: any WallClock = SystemWallClock()
    ) throws(StoreError) -> [String] {
        let store = try SecureFileStore(directory: directory)
        let now = clock.now
        let snapshot = try FileSystem.identity(ofPath: store.directory + "/" + ServerStoreFiles.snapshotName)
        let journal = try FileSystem.identity(ofPath: store.directory + "/" + ServerStoreFiles.journalName)
        let storeExists = snapshot != nil || journal != nil
        var moved = try ServerStore.quarantineDamage(in: store.directory, at: now)
        if !storeExists {
            if try store.quarantineIfUnreadable(
                ServerStateDocument.self, named: ServerDatabase.stateName, at: now)
                != nil
            {
                moved.append(ServerDatabase.stateName)
            }
            if try store.quarantineIfUnreadable(
                DeviceKeysDocument.self, named: DeviceKeysDocument.name, at: now)
                != nil
            {
                moved.append(DeviceKeysDocument.name)
            }
        }
        if try store.quarantineIfUnreadable(SigningKeys.self, named: ServerDatabase.keysName, at: now) != nil
        {
            moved.append(ServerDatabase.keysName)
        }
        return moved
    }
}
