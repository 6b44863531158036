import Glibc

/// The C library's pseudo-terminal and GNU spawn calls, which Swift does not import (they need
/// `_XOPEN_SOURCE` or `_GNU_SOURCE`), looked up by name so they are called with the C convention.
package enum PseudoTerminalCalls {
    /// `posix_openpt(3)`: opens a new pseudo-terminal's controller side.
    package static let posixOpenpt = function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
    /// `grantpt(3)`: gives the follower side to this user.
    package static let grantpt = function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
    /// `unlockpt(3)`: lets the follower side be opened.
    package static let unlockpt = function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
    /// `ptsname(3)`: the follower side's path (`/dev/pts/N`).
    package static let ptsname = function(
        "ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later), if this C library has it.
    package static let addCloseFrom = optionalFunction(
        "posix_spawn_file_actions_addclosefrom_np",
        as: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    /// glibc's `POSIX_SPAWN_SETSID`: the child calls `setsid(2)` before the file actions run.
    package static let spawnNewSession: Int32 = 0x80

    private static func function<Function>(_ name: String, as type: Function.Type) -> Function {
        guard let function = optionalFunction(name, as: type) else {
            fatalError("\(name) is missing from the C library")
        }
        return function
    }

    private static func optionalFunction<Function>(_ name: String, as type: Function.Type) -> Function? {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }
}
