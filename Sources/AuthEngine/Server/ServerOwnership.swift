import Glibc

/// How a process opens a home's server state: the in-process servers of the app, `push`, `status`
/// and `browser` share it (each change a locked transaction on disk), while `viper-auth server`
/// owns it alone for as long as it runs, so it may keep the state in memory.
package enum ServerAccess: Sendable, Equatable {
    /// Beside other in-process openers; refused while a server process owns the state.
    case shared
    /// Alone: refused while any other process has the state open.
    case exclusive
}

/// A `flock` on `<home>/server/owner.lock`, shared by in-process openers and exclusive for a server
/// process, held for the life of the `TokenServer`. The kernel drops it when the process dies, even
/// by `kill -9`, so a crashed server never leaves its home locked.
final class ServerOwnership: Sendable {
    static let lockName = "owner.lock"

    private let descriptor: Int32

    /// Takes the lock without waiting; `.ownedByServer` names the running server's URL when one
    /// holds the state, `.inUse` says another process has it open in-process.
    init(directory: String, access: ServerAccess) throws(ServerStartError) {
        let path = directory + "/" + Self.lockName
        let opened: Int32
        do {
            opened = try FileSystem.openLockFile(path)
        } catch {
            throw .storage(error)
        }
        let taken: Bool
        do {
            taken = try FileSystem.lock(
                opened, (access == .exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB, path: path)
        } catch {
            Glibc.close(opened)
            throw .storage(error)
        }
        guard taken else {
            Glibc.close(opened)
            let running = try? SecureFileStore(directory: directory).read(
                RunningServerDocument.self, named: RunningServerDocument.name)
            // An in-process opener is in the way of a server; a server in the way of anyone else.
            if access == .exclusive, running == nil { throw .inUse }
            throw .ownedByServer(url: running?.url)
        }
        descriptor = opened
    }

    deinit {
        FileSystem.releaseLock(descriptor)
    }
}

/// `<home>/server/running.json`: the URL of the server process that owns the state, so another
/// process refused the state can say where to send its requests. Left behind by a `kill -9`, it is
/// only read while the lock is held by someone, so a stale one is never believed.
struct RunningServerDocument: StoredDocument {
    static let schemaVersion = 1
    static let name = "running.json"

    var url: String

    func validate() throws(DocumentViolation) {
        guard url.hasPrefix("http://"), url.count <= 100, !DisplayTextRule.refuses(url) else {
            throw DocumentViolation(field: "url")
        }
    }
}
