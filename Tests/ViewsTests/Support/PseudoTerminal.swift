import Glibc
import TestSupport

/// A pseudo-terminal pair: the terminal under test uses the `follower` side as a person's terminal
/// would; the test plays the person on the `controller` side.
final class PseudoTerminal: @unchecked Sendable {
    /// The side a program sees as its terminal (`/dev/pts/N`).
    let follower: Int32
    /// The side the test types into and reads the screen from.
    let controller: Int32

    init() throws(PseudoTerminalError) {
        let controller = PseudoTerminalCalls.posixOpenpt(O_RDWR | O_NOCTTY)
        guard controller >= 0 else { throw .cannotOpen("posix_openpt") }
        guard PseudoTerminalCalls.grantpt(controller) == 0, PseudoTerminalCalls.unlockpt(controller) == 0,
            let name = PseudoTerminalCalls.ptsname(controller)
        else {
            close(controller)
            throw .cannotOpen("grantpt/unlockpt/ptsname")
        }
        let follower = open(name, O_RDWR | O_NOCTTY)
        guard follower >= 0 else {
            close(controller)
            throw .cannotOpen("open follower")
        }
        self.controller = controller
        self.follower = follower
    }

    /// Whether the terminal echoes what is typed, as its line discipline says now.
    var echoIsOn: Bool {
        var mode = termios()
        precondition(tcgetattr(follower, &mode) == 0, "tcgetattr failed")
        return mode.c_lflag & tcflag_t(ECHO) != 0
    }

    /// Gives the terminal a window `columns` wide, as a terminal emulator does; a new one has none.
    func resize(columns: UInt16) {
        var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        precondition(ioctl(controller, UInt(TIOCSWINSZ), &size) == 0, "TIOCSWINSZ failed")
    }

    /// Types `text` as the person would.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
        precondition(written == bytes.count, "short write to a pseudo-terminal")
    }

    /// What appears on screen until it ends with `suffix`.
    ///
    /// Not a timing assertion: the deadline only keeps a broken terminal from hanging the suite,
    /// and what was seen by then is returned for the test to fail on.
    func screen(until suffix: String) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1024)
        while !String(decoding: bytes, as: UTF8.self).hasSuffix(suffix) {
            var request = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, 10_000)
            if ready < 0 && errno == EINTR { continue }  // a signal a test sent, handled on this thread
            guard ready == 1 else { break }
            let count = chunk.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    deinit {
        close(follower)
        close(controller)
    }
}

/// Why a pseudo-terminal could not be opened.
enum PseudoTerminalError: Error {
    case cannotOpen(String)
}
