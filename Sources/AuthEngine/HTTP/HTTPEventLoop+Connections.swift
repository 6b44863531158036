/// Accepting, lingering and closing connections; deadlines; stopping.
extension HTTPEventLoop {
    func acceptConnections() {
        guard let listenDescriptor else { return }
        // A bounded batch, so a flood of connections cannot starve the ones already open.
        for _ in 0..<64 {
            var peer = HTTPPeerAddress.unknown
            switch SocketPlatform.accept(on: listenDescriptor, peer: &peer) {
            case .accepted(let descriptor):
                install(descriptor, peer: peer)
            case .wouldBlock:
                return
            case .failed:
                // Out of descriptors or memory: stop asking for a moment instead of spinning on
                // a listening socket that stays readable.
                pollSet.setEvents([], at: 0)
                acceptPausedUntil = now + Self.acceptPause
                return
            }
        }
    }

    func resumeAccepting() {
        acceptPausedUntil = nil
        if listenDescriptor != nil { pollSet.setEvents(.readable, at: 0) }
    }

    func install(_ descriptor: Int32, peer: HTTPPeerAddress) {
        connectionsAccepted += 1
        signals.acceptedConnections.add(1, ordering: .relaxed)
        // At the limit the connection idle longest between requests gives up its slot, closed as
        // its idle timeout would close it (nginx reuses connections the same way): one client
        // holding every slot idle cannot lock others out. Only when every slot is mid-request is
        // the newcomer refused.
        if activeCount >= configuration.maxConnections, let idlest = longestIdleConnection() {
            close(idlest)
            signals.reclaimedConnections.add(1, ordering: .relaxed)
        }
        let connection = HTTPConnection(
            descriptor: descriptor, number: connectionsAccepted, peer: peer,
            pollIndex: pollSet.add(descriptor, events: .readable),
            limits: configuration.limits, now: now, headerDeadline: now + headerTimeout)
        while connections.count <= Int(descriptor) { connections.append(nil) }
        connections[Int(descriptor)] = connection
        guard activeCount < configuration.maxConnections else {
            connection.countsAsActive = false
            signals.refusedConnections.add(1, ordering: .relaxed)
            let exchange = HTTPConnection.Exchange(
                method: "-", path: "-", version: .http11, keepAlive: false, omitsBody: false, startedAt: now)
            _ = answerAtOnce(connection, .tooManyConnections, exchange: exchange)
            return
        }
        activeCount += 1
        signals.openConnections.store(activeCount, ordering: .relaxed)
    }

    /// The open connection waiting longest for its next request (or its first), if any is; of
    /// connections idle since the same loop turn, the one accepted first (descriptors are reused,
    /// so their order says nothing).
    func longestIdleConnection() -> HTTPConnection? {
        var idlest: HTTPConnection?
        for case let connection? in connections where connection.phase == .idle && connection.countsAsActive {
            guard let current = idlest else {
                idlest = connection
                continue
            }
            if (connection.idleSince, connection.number) < (current.idleSince, current.number) {
                idlest = connection
            }
        }
        return idlest
    }

    /// Sends a FIN and reads until the client closes, so that unread input (a refused body, a
    /// pipelined request) does not turn the close into a reset that destroys the answer.
    func linger(_ connection: HTTPConnection) {
        guard lingeringCount < configuration.maxLingeringConnections else {
            close(connection)
            return
        }
        SocketPlatform.shutdownWriting(connection.descriptor)
        releaseActiveSlot(connection)
        lingeringCount += 1
        connection.phase = .lingering
        connection.deadline = now + lingerTimeout
        connection.lingerEnd = now + 5 * lingerTimeout
        updateInterest(connection)
    }

    func drainLingering(_ connection: HTTPConnection) {
        switch SocketPlatform.receive(connection.descriptor, into: readBuffer) {
        case .transferred:
            connection.deadline = min(now + lingerTimeout, connection.lingerEnd)
        case .wouldBlock:
            break
        case .endOfStream, .failed:
            close(connection)
        }
    }

    func releaseActiveSlot(_ connection: HTTPConnection) {
        guard connection.countsAsActive else { return }
        connection.countsAsActive = false
        activeCount -= 1
        signals.openConnections.store(activeCount, ordering: .relaxed)
    }

    func close(_ connection: HTTPConnection) {
        // Never under a running handler: its answer would find the descriptor reused.
        guard connection.phase != .handling else {
            connection.broken = true
            return
        }
        releaseActiveSlot(connection)
        if connection.phase == .lingering { lingeringCount -= 1 }
        if let moved = pollSet.remove(at: connection.pollIndex) {
            self.connection(at: moved)?.pollIndex = connection.pollIndex
        }
        connections[Int(connection.descriptor)] = nil
        SocketPlatform.close(connection.descriptor)
    }

    func connection(at descriptor: Int32) -> HTTPConnection? {
        descriptor >= 0 && Int(descriptor) < connections.count ? connections[Int(descriptor)] : nil
    }

    func updateInterest(_ connection: HTTPConnection) {
        pollSet.setEvents(connection.interest, at: connection.pollIndex)
    }

    // MARK: Deadlines and stopping

    func sweepDeadlines() {
        for case let connection? in connections where connection.deadline <= now {
            switch connection.phase {
            case .idle:
                close(connection)
            case .receiving:
                let requestLine = connection.parser.requestLine
                let exchange = HTTPConnection.Exchange(
                    method: requestLine?.method ?? "-", path: requestLine?.path ?? "-", version: .http11,
                    keepAlive: false, omitsBody: false, startedAt: connection.requestStartedAt)
                _ = answerAtOnce(connection, .requestTimeout, exchange: exchange)
            case .writing, .lingering:
                close(connection)
            case .handling:
                break
            }
        }
    }

    func beginDraining() {
        draining = true
        if let listenDescriptor {
            if let moved = pollSet.remove(at: 0) { connection(at: moved)?.pollIndex = 0 }
            SocketPlatform.close(listenDescriptor)
            self.listenDescriptor = nil
        }
        for case let connection? in connections where connection.phase == .idle { close(connection) }
    }

    func shutDown() {
        for case let connection? in connections { SocketPlatform.close(connection.descriptor) }
        connections = []
        if let listenDescriptor { SocketPlatform.close(listenDescriptor) }
        // The write end first: once it is closed under the signals' lock nothing writes to the
        // pipe, so closing the read end cannot turn a late wake-up into a SIGPIPE.
        signals.closeWakePipe()
        SocketPlatform.close(wakeDescriptor)
        signals.openConnections.store(0, ordering: .relaxed)
        readBuffer.deallocate()
        turnEnded?()
    }
}
