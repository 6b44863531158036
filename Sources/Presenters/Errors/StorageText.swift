import Glibc
import Interactors

/// How a storage problem reads: the step, the file and the system's name for the error number,
/// never a file's contents.
package enum StorageText {
    /// What went wrong, such as `cannot create directory "/x/server": Permission denied`.
    package static func detail(_ problem: StorageProblem) -> String {
        switch problem {
        case .homeNotFound:
            "cannot find a home directory for viper-auth: pass --home DIR, "
                + "or set VIPER_AUTH_HOME, XDG_STATE_HOME or HOME"
        case .invalidDocumentName(let name): "invalid document name \"\(name)\""
        case .corrupt(let document):
            "document \"\(document)\" is corrupt or truncated; remove it or restore it from a backup"
        case .unsupportedSchemaVersion(let document, let found, let expected):
            "document \"\(document)\" has schema version \(found), but this build reads only version \(expected)"
        case .encodingFailed(let document): "cannot encode document \"\(document)\"; nothing was written"
        case .fileSystem(let step, let path, let errorNumber):
            "cannot \(verb(step)) \"\(path)\": \(String(cString: strerror(errorNumber)))"
        }
    }

    /// Why the engine could not start, after "The authentication engine could not start: ".
    static func engineStart(_ problem: EngineStartProblem) -> String {
        switch problem {
        case .serverData(let problem): serverData(problem)
        case .signingKeySetAside(let savedAs): signingKeySetAside(savedAs: savedAs)
        case .ownedByServer(let url): ownedByServer(url: url)
        case .deviceData(let problem): deviceData(problem)
        case .notStarted: "the engine has not been started"
        }
    }

    /// The server half's files could not be opened, such as at a companion command's start.
    package static func serverData(_ problem: StorageProblem) -> String {
        "The authentication server could not open its data: \(detail(problem))"
    }

    /// The server's signing key was damaged and moved aside; starting again makes a new one.
    package static func signingKeySetAside(savedAs: String) -> String {
        "The authentication server's signing key (keys.json) was damaged and has been set aside as "
            + "\(savedAs). Start again to use a new key; signed-in sessions renew their access tokens "
            + "by themselves."
    }

    /// A server process owns the home's server half: where it answers, and how to use it.
    package static func ownedByServer(url: String?) -> String {
        guard let url else {
            return "The home's server data is in use by a running viper-auth server; "
                + "use that server with --server URL."
        }
        return "The home's server data is in use by the viper-auth server at \(url); "
            + "use it with --server \(url)."
    }

    /// This device's files could not be read or written.
    static func deviceData(_ problem: StorageProblem) -> String {
        "This device's data could not be read or written: \(detail(problem))"
    }

    private static func verb(_ step: FileStep) -> String {
        switch step {
        case .createDirectory: "create directory"
        case .setPermissions: "set permissions of"
        case .inspect: "inspect"
        case .open: "open"
        case .read: "read"
        case .write: "write"
        case .synchronize: "synchronize"
        case .close: "close"
        case .replace: "replace"
        case .remove: "remove"
        case .lock: "lock"
        case .list: "list"
        case .findCurrentDirectory: "resolve a path against the current directory"
        }
    }
}
