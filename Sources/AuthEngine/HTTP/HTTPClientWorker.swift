import Synchronization

/// The thread behind an `HTTPClientTransport`: takes queued requests one at a time, sends each on
/// the one persistent connection, and resumes the waiting task with the answer. Started with the
/// first request and ended when the transport goes away.
final class HTTPClientWorker: @unchecked Sendable {
    // @unchecked: `connection` is touched only on the worker thread; the queue is behind a mutex.
    typealias Reply = CheckedContinuation<Result<EngineResponse, TransportError>, Never>

    private struct Job {
        var request: EngineRequest
        var reply: Reply
    }

    private struct Queue {
        var jobs: [Job] = []
        var threadStarted = false
        var finished = false
    }

    private let server: HTTPServerURL
    private let configuration: HTTPClientConfiguration
    private let queue = Mutex(Queue())
    private let wakeUp = SocketPlatform.Semaphore()
    private var connection: HTTPClientConnection?

    init(server: HTTPServerURL, configuration: HTTPClientConfiguration) {
        self.server = server
        self.configuration = configuration
    }

    /// Queues `request` and waits for its answer.
    func submit(_ request: EngineRequest) async -> Result<EngineResponse, TransportError> {
        await withCheckedContinuation { (reply: Reply) in
            let queued = queue.withLock { queue in
                if !queue.threadStarted {
                    queue.threadStarted = SocketPlatform.startThread { [self] in run() } == 0
                    guard queue.threadStarted else { return false }
                }
                queue.jobs.append(Job(request: request, reply: reply))
                return true
            }
            if queued {
                wakeUp.signal()
            } else {
                reply.resume(returning: .failure(.unreachable))
            }
        }
    }

    /// Lets the thread end once the queue is empty.
    func finish() {
        let started = queue.withLock { queue in
            queue.finished = true
            return queue.threadStarted
        }
        if started { wakeUp.signal() }
    }

    private func run() {
        while true {
            wakeUp.wait()
            let (job, finished) = queue.withLock { queue -> (Job?, Bool) in
                queue.jobs.isEmpty ? (nil, queue.finished) : (queue.jobs.removeFirst(), false)
            }
            if let job {
                job.reply.resume(returning: perform(job.request))
            } else if finished {
                connection?.close()
                connection = nil
                return
            }
        }
    }

    /// Sends one request, reconnecting once when a reused connection turns out to have been
    /// closed by the server before it read anything (its idle timeout, or a restart).
    ///
    /// The one retry is safe for every method, POST included: the server never closes a
    /// connection on which it has begun reading a request without answering it, so "closed
    /// before any byte of a response" on a reused connection means the request was not read.
    private func perform(_ request: EngineRequest) -> Result<EngineResponse, TransportError> {
        let bytes = HTTPRequestWriter.serialize(request, hostField: server.hostField)
        var reused = false
        if let existing = connection {
            if existing.isClosedByServer() {
                existing.close()
                connection = nil
            } else {
                reused = true
            }
        }
        while true {
            if connection == nil {
                switch open() {
                case .success(let opened): connection = opened
                case .failure(let error): return .failure(error)
                }
            }
            guard var current = connection else { return .failure(.unreachable) }
            let deadline =
                SocketPlatform.monotonicNanoseconds() + configuration.responseTimeout.wholeNanoseconds
            let outcome = current.exchange(bytes, deadline: deadline)
            connection = current
            switch outcome {
            case .success(let message):
                if !message.keepAlive {
                    current.close()
                    connection = nil
                }
                return .success(
                    EngineResponse(status: message.status, headers: message.headers, body: message.body))
            case .failure(let failure):
                current.close()
                connection = nil
                if failure == .closedBeforeResponse && reused {
                    reused = false
                    continue
                }
                return .failure(failure == .timedOut ? .timedOut : .unreachable)
            }
        }
    }

    private func open() -> Result<HTTPClientConnection, TransportError> {
        let deadline = SocketPlatform.monotonicNanoseconds() + configuration.connectTimeout.wholeNanoseconds
        let addresses = SocketPlatform.resolve(host: server.host, port: server.port)
        var timedOut = false
        for address in addresses {
            let remaining = deadline - SocketPlatform.monotonicNanoseconds()
            guard remaining > 0 else {
                timedOut = true
                break
            }
            switch SocketPlatform.connect(
                to: address, timeoutMilliseconds: HTTPClientConnection.milliseconds(remaining))
            {
            case .connected(let descriptor):
                return .success(
                    HTTPClientConnection(
                        descriptor: descriptor, maxResponseBytes: configuration.maxResponseBytes))
            case .timedOut:
                timedOut = true
            case .failed:
                continue
            }
        }
        return .failure(timedOut ? .timedOut : .unreachable)
    }
}

/// One client connection, used only on the worker thread: writes a request and reads its
/// response by polling a non-blocking socket against a deadline.
struct HTTPClientConnection {
    enum Failure: Error, Equatable {
        /// The connection ended (or reset) before any byte of a response.
        case closedBeforeResponse
        /// The connection failed mid-response, or the response was not HTTP this client reads.
        case broken
        /// The deadline passed.
        case timedOut
    }

    let descriptor: Int32
    private var parser: HTTPResponseParser
    private var readBuffer = [UInt8](repeating: 0, count: 16_384)

    init(descriptor: Int32, maxResponseBytes: Int) {
        self.descriptor = descriptor
        parser = HTTPResponseParser(maxBodyBytes: maxResponseBytes)
    }

    /// True when the server has closed the idle connection (or sent something unasked for),
    /// which a new request must not be written into.
    func isClosedByServer() -> Bool {
        SocketPlatform.wait(for: .readable, on: descriptor, timeoutMilliseconds: 0) != .timedOut
    }

    func close() {
        SocketPlatform.close(descriptor)
    }

    mutating func exchange(_ request: [UInt8], deadline: Int64) -> Result<HTTPResponseMessage, Failure> {
        var sent = 0
        while sent < request.count {
            let result = request.withUnsafeBytes {
                SocketPlatform.send(descriptor, UnsafeRawBufferPointer(rebasing: $0[sent...]))
            }
            switch result {
            case .transferred(let count): sent += count
            case .wouldBlock: guard wait(for: .writable, until: deadline) else { return .failure(.timedOut) }
            case .endOfStream, .failed: return .failure(.closedBeforeResponse)
            }
        }
        while true {
            switch parser.next() {
            case .response(let message): return .success(message)
            case .failure: return .failure(.broken)
            case .needMoreBytes: break
            }
            let result = readBuffer.withUnsafeMutableBytes { SocketPlatform.receive(descriptor, into: $0) }
            switch result {
            case .transferred(let count):
                readBuffer.withUnsafeBytes { parser.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            case .wouldBlock:
                guard wait(for: .readable, until: deadline) else { return .failure(.timedOut) }
            case .endOfStream:
                guard !parser.isEmpty else { return .failure(.closedBeforeResponse) }
                if case .response(let message) = parser.finishAtEndOfStream() { return .success(message) }
                return .failure(.broken)
            case .failed:
                return .failure(parser.isEmpty ? .closedBeforeResponse : .broken)
            }
        }
    }

    private func wait(for events: SocketPlatform.PollEvents, until deadline: Int64) -> Bool {
        let remaining = deadline - SocketPlatform.monotonicNanoseconds()
        guard remaining > 0 else { return false }
        return SocketPlatform.wait(
            for: events, on: descriptor, timeoutMilliseconds: Self.milliseconds(remaining))
            != .timedOut
    }

    /// Nanoseconds as a `poll` timeout, rounded up and capped.
    static func milliseconds(_ nanoseconds: Int64) -> Int32 {
        Int32(clamping: (nanoseconds + 999_999) / 1_000_000)
    }
}
