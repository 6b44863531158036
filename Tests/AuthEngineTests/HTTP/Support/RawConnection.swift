import AuthEngine
import Glibc

/// A blocking TCP client for hostile and malformed requests, written on raw sockets so it can send
/// what no HTTP client would. Reads give up after `readTimeoutSeconds`, so a server bug fails a
/// test instead of hanging it.
final class RawConnection: @unchecked Sendable {
    // @unchecked: each connection is used by one thread at a time, as the tests do.
    let descriptor: Int32
    private var parser = HTTPResponseParser()

    /// Connects to `host`:`port` (127.0.0.1 unless told); nil when the connection is refused.
    init?(port: UInt16, host: UInt32 = 0x7F00_0001, readTimeoutSeconds: Int = 60) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var timeout = timeval(tv_sec: readTimeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: host.bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            Glibc.close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    deinit { Glibc.close(descriptor) }

    /// Sends everything; false once the server has closed or reset the connection (never SIGPIPE).
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// The next response, or nil when the connection ends (or the read times out) first.
    func readResponse(omitsBody: Bool = false) -> HTTPResponseMessage? {
        while true {
            switch parser.next(omitsBody: omitsBody) {
            case .response(let message): return message
            case .failure: return nil
            case .needMoreBytes: break
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                if case .response(let message) = parser.finishAtEndOfStream(omitsBody: omitsBody) {
                    return message
                }
                return nil
            }
            parser.append(chunk[..<count])
        }
    }

    /// The bytes of one head, up to and including its empty line, read a byte at a time so that
    /// nothing after it is consumed (for interim responses the parser would skip).
    func readRawHead() -> String {
        var head: [UInt8] = []
        var byte: UInt8 = 0
        while !head.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)), recv(descriptor, &byte, 1, 0) == 1 {
            head.append(byte)
        }
        return String(decoding: head, as: UTF8.self)
    }

    /// Raw bytes until the server closes the connection (or the read times out).
    func readUntilClosed() -> (bytes: [UInt8], closed: Bool) {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            if count == 0 { return (bytes, true) }
            if count < 0 { return (bytes, errno == ECONNRESET) }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// True when the server has closed the connection: the next read ends without data.
    func isClosedByServer() -> Bool {
        let (bytes, closed) = readUntilClosed()
        return closed && bytes.isEmpty
    }

    /// Half-closes: the server sees the end of the request stream.
    func shutdownWriting() { shutdown(descriptor, Int32(SHUT_WR)) }
}

/// Runs blocking work on a thread of its own, so tests never block Swift's cooperative pool, where
/// the server under test runs its handlers.
func onOwnThread<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { (continuation: CheckedContinuation<Result, Never>) in
        let box = Unmanaged.passRetained(ThreadWork { continuation.resume(returning: work()) })
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { argument in
                Unmanaged<ThreadWork>.fromOpaque(argument!).takeRetainedValue().run()
                return nil
            }, box.toOpaque())
        precondition(started == 0, "the test could not start a thread")
        pthread_detach(thread)
    }
}

private final class ThreadWork {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// Sleeps the calling thread (only ever a test's own thread).
func pauseThread(milliseconds: Int) {
    usleep(useconds_t(milliseconds * 1000))
}
