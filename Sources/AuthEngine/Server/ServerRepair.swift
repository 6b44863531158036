/// Recovering from a damaged server directory: requests answer a typed storage error (503) rather
/// than crash, and an operator (or the app, for the in-process server) moves the damage aside.
extension TokenServer {
    /// Moves an unreadable `state.json` or `keys.json` in `directory` aside as
    /// `<name>.corrupt-<time>` and returns the names moved; the next start begins with empty state
    /// (seeded again with the demo accounts) or a new signing key.
    ///
    /// Every device registration lives in the state, so after moving it aside each device must
    /// register again; a new key only makes current access tokens fail, and they refresh.
    public static func quarantineCorruptState(
        directory: String, clock: any WallClock = SystemWallClock()
    ) throws(StoreError) -> [String] {
        let store = try SecureFileStore(directory: directory)
        var moved: [String] = []
        let stateIsDamaged = (try? store.read(ServerState.self, named: ServerDatabase.stateName)) == nil
        if stateIsDamaged, try store.documentNames().contains(ServerDatabase.stateName) {
            try store.quarantine(named: ServerDatabase.stateName, at: clock.now)
            moved.append(ServerDatabase.stateName)
        }
        let keysAreDamaged = (try? store.read(SigningKeys.self, named: ServerDatabase.keysName)) == nil
        if keysAreDamaged, try store.documentNames().contains(ServerDatabase.keysName) {
            try store.quarantine(named: ServerDatabase.keysName, at: clock.now)
            moved.append(ServerDatabase.keysName)
        }
        return moved
    }
}
