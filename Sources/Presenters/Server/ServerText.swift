import Glibc
import Interactors

/// The sentences `viper-auth server` prints on standard error.
enum ServerText {
    /// The warning for an address other machines can reach, or nil on loopback.
    static func plainHTTPWarning(_ address: ServerListenAddress) -> String? {
        guard !address.isLoopback else { return nil }
        return "viper-auth server: warning: listening on \(address.text), beyond loopback: the "
            + "traffic (passwords, PIN proofs and tokens) is plain HTTP without TLS; use it only "
            + "on a network you trust."
    }

    /// What the store mended as it opened, on a line of its own.
    static func note(_ recovery: ServerRecovery) -> String {
        switch recovery {
        case .droppedIncompleteChange(let byteCount):
            "viper-auth server: the server data ended in a change a crash cut short (\(byteCount) "
                + "bytes, never answered); it was dropped"
        case .convertedOldLayout(let keptAs):
            "viper-auth server: the server data was converted to the store; the old documents are "
                + "kept as " + keptAs.joined(separator: ", ")
        case .setAsideLeftover(let name):
            "viper-auth server: \(name), left by a conversion that was cut short, was set aside unread"
        }
    }

    /// Why the server could not start (after `viper-auth server: `, so in lower case).
    static func message(for error: ServerProcessError) -> String {
        switch error {
        case .serverData(let problem): StorageText.serverData(problem)
        case .signingKeySetAside(let savedAs): StorageText.signingKeySetAside(savedAs: savedAs)
        case .ownedByServer(let url?): "another viper-auth server already serves this home at \(url)"
        case .ownedByServer(nil): "another viper-auth server already serves this home"
        case .inUse:
            "this home's server data is open in another viper-auth process (the app, push, status "
                + "or browser without --server); quit it first, or start the server on another --home"
        case .addressInUse(let address): "\(address) is already in use; choose another with --listen"
        case .permissionDenied(let address): "not allowed to listen on \(address); try a port above 1023"
        case .addressNotAvailable(let address): "\(address) is not an address of this machine"
        case .system(let code): "could not listen: \(String(cString: strerror(code)))"
        case .clientsFile(.unreadable(let path, let code)):
            "cannot read the clients file \(path): \(String(cString: strerror(code)))"
        case .clientsFile(.tooOpen(let path)):
            "the clients file \(path) can be read by other users and may hold client secrets; "
                + "allow only its owner (chmod 600)"
        case .clientsFile(.invalid(let detail)): "the clients file is not valid: \(detail)"
        }
    }
}
