import Glibc

/// Every libc call of the HTTP server and client: sockets, `poll`, a wake-up pipe, clocks, threads
/// and a semaphore. Each call retries `EINTR` and reports `errno` as a value, so the rest of the
/// HTTP layer is plain Swift that never sees a libc type.
///
/// Why `poll` and not `epoll`: the toolchain's Glibc module does not export `epoll` or `eventfd`,
/// and reaching them would take a C target or symbol look-ups at run time. `poll` reads the whole
/// interest set on every call, which costs microseconds for the connection counts the server allows.
enum SocketPlatform {
    /// How a read or write on a non-blocking socket ended.
    enum Transfer: Equatable {
        /// This many bytes moved (always more than zero).
        case transferred(Int)
        /// The peer closed its sending side (reads only).
        case endOfStream
        /// Nothing can move without blocking.
        case wouldBlock
        /// The socket failed with this `errno`.
        case failed(Int32)
    }

    /// How an `accept` ended.
    enum Acceptance: Equatable {
        /// A new, non-blocking connection.
        case accepted(Int32)
        /// No connection is waiting.
        case wouldBlock
        /// Accepting failed with this `errno` (out of descriptors, memory…).
        case failed(Int32)
    }

    /// How a bounded wait on one descriptor ended.
    enum Readiness: Equatable {
        /// The descriptor is ready with these events.
        case ready(PollEvents)
        /// The time ran out first.
        case timedOut
        /// `poll` itself failed with this `errno`.
        case failed(Int32)
    }

    /// A system call of the server, named in `HTTPServerError.system`.
    struct Failure: Error, Equatable {
        var operation: HTTPSystemOperation
        var errno: Int32
    }

    /// The events `poll` can wait for and report.
    struct PollEvents: OptionSet, Equatable {
        let rawValue: Int16

        static let readable = PollEvents(rawValue: Int16(POLLIN))
        static let writable = PollEvents(rawValue: Int16(POLLOUT))
        static let hangUp = PollEvents(rawValue: Int16(POLLHUP))
        static let error = PollEvents(rawValue: Int16(POLLERR))
        static let invalid = PollEvents(rawValue: Int16(POLLNVAL))
    }

    static let addressInUse = EADDRINUSE
    static let permissionDenied = EACCES
    static let addressNotAvailable = EADDRNOTAVAIL
    static let connectionRefused = ECONNREFUSED

    // MARK: Clocks

    /// Nanoseconds on a clock that never jumps, for deadlines and durations.
    static func monotonicNanoseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Milliseconds since the Unix epoch on the real-time clock, for log lines and `Date`.
    static func realTimeMilliseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000
    }

    // MARK: Server sockets

    /// A non-blocking TCP socket listening on an IPv4 address, and the port it was given.
    static func listen(ipv4 octets: [UInt8], port: UInt16, backlog: Int32) -> Result<
        (descriptor: Int32, port: UInt16), Failure
    > {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return .failure(Failure(operation: .createSocket, errno: errno)) }
        func fail(_ operation: HTTPSystemOperation) -> Result<(descriptor: Int32, port: UInt16), Failure> {
            let error = errno
            Glibc.close(descriptor)
            return .failure(Failure(operation: operation, errno: error))
        }
        // SO_REUSEADDR lets a restarted server bind while old connections sit in TIME_WAIT; unlike
        // SO_REUSEPORT it never lets two servers share a port.
        var enable: Int32 = 1
        guard
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &enable, socklen_t(MemoryLayout<Int32>.size))
                == 0
        else { return fail(.configureSocket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        let hostOrder = octets.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        address.sin_addr = in_addr(s_addr: hostOrder.bigEndian)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { return fail(.bind) }
        guard Glibc.listen(descriptor, backlog) == 0 else { return fail(.listen) }
        guard setNonBlocking(descriptor) else { return fail(.configureSocket) }
        var boundAddress = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &boundAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else { return fail(.bind) }
        return .success((descriptor, UInt16(bigEndian: boundAddress.sin_port)))
    }

    /// Accepts one waiting connection and makes it non-blocking, close-on-exec and unbuffered
    /// (`TCP_NODELAY`: a response goes out in one write and must not wait for an acknowledgement);
    /// `peer` receives the address the connection came from.
    static func accept(on listener: Int32, peer: inout HTTPPeerAddress) -> Acceptance {
        while true {
            var storage = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let descriptor = withUnsafeMutablePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.accept(listener, $0, &length) }
            }
            if descriptor >= 0 {
                peer = peerAddress(storage)
                guard setNonBlocking(descriptor), fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0 else {
                    let error = errno
                    Glibc.close(descriptor)
                    return .failed(error)
                }
                setNoDelay(descriptor)
                return .accepted(descriptor)
            }
            switch errno {
            case EINTR, ECONNABORTED, EPROTO: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            case let error: return .failed(error)
            }
        }
    }

    /// The IP address in an address `accept` filled in; unknown for another family.
    private static func peerAddress(_ storage: sockaddr_storage) -> HTTPPeerAddress {
        var storage = storage
        switch Int32(storage.ss_family) {
        case AF_INET:
            let address = withUnsafeBytes(of: &storage) { $0.load(as: sockaddr_in.self) }
            return HTTPPeerAddress(bytes: withUnsafeBytes(of: address.sin_addr) { Array($0) })
        case AF_INET6:
            let address = withUnsafeBytes(of: &storage) { $0.load(as: sockaddr_in6.self) }
            return HTTPPeerAddress(bytes: withUnsafeBytes(of: address.sin6_addr) { Array($0) })
        default:
            return .unknown
        }
    }

    /// The bytes of a numeric IPv4 or IPv6 address (`inet_pton`), or nil.
    static func numericAddress(_ text: String) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: 16)
        if inet_pton(AF_INET, text, &bytes) == 1 { return Array(bytes.prefix(4)) }
        if inet_pton(AF_INET6, text, &bytes) == 1 { return bytes }
        return nil
    }

    /// The text of a 4- or 16-byte address (`inet_ntop`), or nil.
    static func addressText(_ bytes: [UInt8]) -> String? {
        let family: Int32
        switch bytes.count {
        case 4: family = AF_INET
        case 16: family = AF_INET6
        default: return nil
        }
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        guard inet_ntop(family, bytes, &text, socklen_t(text.count)) != nil else { return nil }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    // MARK: Reading and writing

    /// Reads what is there, without blocking.
    static func receive(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Transfer {
        while true {
            let count = recv(descriptor, buffer.baseAddress, buffer.count, Int32(MSG_DONTWAIT))
            if count > 0 { return .transferred(count) }
            if count == 0 { return .endOfStream }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            case let error: return .failed(error)
            }
        }
    }

    /// Writes what fits, without blocking and without `SIGPIPE` when the peer has gone.
    static func send(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Transfer {
        guard !bytes.isEmpty else { return .transferred(0) }
        while true {
            let count = Glibc.send(
                descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
            if count >= 0 { return .transferred(count) }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            case let error: return .failed(error)
            }
        }
    }

    /// Sends a FIN: the peer reads the end of the response, then end of stream.
    static func shutdownWriting(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Closes a descriptor; `close` is not retried on `EINTR`, as Linux has already released it.
    static func close(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }

    // MARK: Waiting

    /// The descriptors an event loop waits on, kept in the array `poll` reads. An entry can be
    /// paused (its descriptor negated in the array) so `poll` ignores it, even its hang-ups.
    struct PollSet {
        private var entries: [pollfd] = []
        private var descriptors: [Int32] = []

        var count: Int { entries.count }

        /// Adds `descriptor`, returning its index (which changes when another entry is removed).
        mutating func add(_ descriptor: Int32, events: PollEvents) -> Int {
            entries.append(pollfd(fd: descriptor, events: events.rawValue, revents: 0))
            descriptors.append(descriptor)
            return entries.count - 1
        }

        /// Sets the events waited for at `index`; an empty set pauses the entry.
        mutating func setEvents(_ events: PollEvents, at index: Int) {
            entries[index].fd = events.isEmpty ? -1 : descriptors[index]
            entries[index].events = events.rawValue
        }

        /// Removes the entry at `index` by moving the last one into its place; returns the
        /// descriptor that moved, whose owner must learn its new index.
        mutating func remove(at index: Int) -> Int32? {
            let last = entries.count - 1
            entries.swapAt(index, last)
            descriptors.swapAt(index, last)
            entries.removeLast()
            descriptors.removeLast()
            return index < last ? descriptors[index] : nil
        }

        func descriptor(at index: Int) -> Int32 { descriptors[index] }

        /// The events `wait` reported at `index`, cleared so they are handled once.
        mutating func takeReadiness(at index: Int) -> PollEvents {
            defer { entries[index].revents = 0 }
            return PollEvents(rawValue: entries[index].revents)
        }

        /// Waits until an entry is ready or `timeoutMilliseconds` pass; returns how many are ready.
        mutating func wait(timeoutMilliseconds: Int32) -> Result<Int, Failure> {
            while true {
                let ready = entries.withUnsafeMutableBufferPointer {
                    poll($0.baseAddress, nfds_t($0.count), timeoutMilliseconds)
                }
                if ready >= 0 { return .success(Int(ready)) }
                if errno != EINTR { return .failure(Failure(operation: .poll, errno: errno)) }
            }
        }
    }

    /// Waits up to `timeoutMilliseconds` for `events` on one descriptor.
    static func wait(for events: PollEvents, on descriptor: Int32, timeoutMilliseconds: Int32) -> Readiness {
        var entry = pollfd(fd: descriptor, events: events.rawValue, revents: 0)
        while true {
            let ready = poll(&entry, 1, timeoutMilliseconds)
            if ready > 0 { return .ready(PollEvents(rawValue: entry.revents)) }
            if ready == 0 { return .timedOut }
            if errno != EINTR { return .failed(errno) }
        }
    }

    /// A non-blocking pipe whose read end wakes a loop blocked in `poll`.
    static func makeWakePipe() -> Result<(read: Int32, write: Int32), Failure> {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return .failure(Failure(operation: .createPipe, errno: errno)) }
        for end in ends {
            if setNonBlocking(end) && fcntl(end, F_SETFD, FD_CLOEXEC) == 0 { continue }
            let error = errno
            for end in ends { Glibc.close(end) }
            return .failure(Failure(operation: .createPipe, errno: error))
        }
        return .success((ends[0], ends[1]))
    }

    /// Writes one byte to a wake pipe; a full pipe already holds a pending wake-up.
    static func signalWakePipe(_ descriptor: Int32) {
        var byte: UInt8 = 1
        while write(descriptor, &byte, 1) < 0 && errno == EINTR {}
    }

    /// Empties a wake pipe's read end.
    static func drainWakePipe(_ descriptor: Int32) {
        var bytes = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        while true {
            let count = withUnsafeMutableBytes(of: &bytes) { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 || (count < 0 && errno == EINTR) { continue }
            return
        }
    }

    // MARK: Client sockets

    /// An address `connect` accepts, copied out of `getaddrinfo`'s list.
    struct SocketAddress {
        fileprivate var storage = sockaddr_storage()
        fileprivate var length: socklen_t = 0
        fileprivate var family: Int32 = 0
    }

    /// The addresses of `host` (a name or a numeric address) for TCP on `port`; empty when the
    /// name does not resolve. Resolving a name may block: call it off the cooperative pool.
    static func resolve(host: String, port: UInt16) -> [SocketAddress] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else { return [] }
        defer { freeaddrinfo(first) }
        var addresses: [SocketAddress] = []
        var next: UnsafeMutablePointer<addrinfo>? = first
        while let entry = next?.pointee {
            next = entry.ai_next
            guard let source = entry.ai_addr, Int(entry.ai_addrlen) <= MemoryLayout<sockaddr_storage>.size
            else { continue }
            var address = SocketAddress()
            withUnsafeMutableBytes(of: &address.storage) {
                $0.copyMemory(from: UnsafeRawBufferPointer(start: source, count: Int(entry.ai_addrlen)))
            }
            address.length = entry.ai_addrlen
            address.family = entry.ai_family
            addresses.append(address)
        }
        return addresses
    }

    /// How a connection attempt ended.
    enum Connection: Equatable {
        /// Connected; the socket is non-blocking.
        case connected(Int32)
        /// No answer within the time allowed.
        case timedOut
        /// Refused, unreachable or failed otherwise, with this `errno`.
        case failed(Int32)
    }

    /// Connects a non-blocking TCP socket to `address`, waiting at most `timeoutMilliseconds`.
    static func connect(to address: SocketAddress, timeoutMilliseconds: Int32) -> Connection {
        let descriptor = socket(address.family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return .failed(errno) }
        guard setNonBlocking(descriptor) else {
            let error = errno
            Glibc.close(descriptor)
            return .failed(error)
        }
        var storage = address.storage
        let started = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, address.length)
            }
        }
        if started != 0 && errno != EINPROGRESS && errno != EINTR {
            let error = errno
            Glibc.close(descriptor)
            return .failed(error)
        }
        if started != 0 {
            switch wait(for: .writable, on: descriptor, timeoutMilliseconds: timeoutMilliseconds) {
            case .timedOut:
                Glibc.close(descriptor)
                return .timedOut
            case .failed(let error):
                Glibc.close(descriptor)
                return .failed(error)
            case .ready:
                var pending: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &pending, &length) == 0, pending == 0
                else {
                    Glibc.close(descriptor)
                    return .failed(pending == 0 ? errno : pending)
                }
            }
        }
        setNoDelay(descriptor)
        return .connected(descriptor)
    }

    // MARK: Threads

    /// Starts a detached thread running `body`; 0, or the error `pthread_create` gave.
    static func startThread(_ body: @escaping @Sendable () -> Void) -> Int32 {
        final class Body {
            let run: @Sendable () -> Void
            init(_ run: @escaping @Sendable () -> Void) { self.run = run }
        }
        let box = Unmanaged.passRetained(Body(body))
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { argument in
                guard let argument else { return nil }
                Unmanaged<Body>.fromOpaque(argument).takeRetainedValue().run()
                return nil
            }, box.toOpaque())
        guard started == 0 else {
            box.release()
            return started
        }
        pthread_detach(thread)
        return 0
    }

    /// A counting semaphore for a thread that sleeps until work arrives.
    final class Semaphore: @unchecked Sendable {
        // sem_t must not move once initialised, so it lives in its own allocation.
        private let semaphore = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)

        init() { sem_init(semaphore, 0, 0) }

        deinit {
            sem_destroy(semaphore)
            semaphore.deallocate()
        }

        func signal() { sem_post(semaphore) }

        func wait() {
            while sem_wait(semaphore) != 0 && errno == EINTR {}
        }
    }

    // MARK: Helpers

    private static func setNonBlocking(_ descriptor: Int32) -> Bool {
        let flags = fcntl(descriptor, F_GETFL)
        return flags >= 0 && fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0
    }

    private static func setNoDelay(_ descriptor: Int32) {
        var enable: Int32 = 1
        _ = setsockopt(
            descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &enable, socklen_t(MemoryLayout<Int32>.size))
    }
}
