/// Writing answers: serialising, logging, flushing, and what follows a written response.
extension HTTPEventLoop {
    /// Answers a refusal inside `process`; true when the connection is ready for its next request.
    func answerAtOnce(
        _ connection: HTTPConnection, _ refusal: HTTPRefusal, exchange: HTTPConnection.Exchange
    ) -> Bool {
        var response = refusal.response
        for field in refusalFields() where !response.headers.contains(field.name) {
            response.headers.append(field.name, field.value)
        }
        return answerAtOnce(connection, with: response, refusal: refusal, exchange: exchange)
    }

    /// Answers inside `process` (a refusal, or the immediate handler's answer); true when the
    /// connection is ready for its next request, which the caller then reads in its own loop
    /// rather than by recursion, so a burst of pipelined requests cannot exhaust the stack.
    func answerAtOnce(
        _ connection: HTTPConnection, with response: EngineResponse, refusal: HTTPRefusal?,
        exchange: HTTPConnection.Exchange
    ) -> Bool {
        answer(connection, with: response, refusal: refusal, exchange: exchange)
        switch flush(connection) {
        case .pending, .failed: return false
        case .complete:
            guard !connection.closesAfterOutput else {
                linger(connection)
                return false
            }
            becomeIdle(connection)
            return true
        }
    }

    /// Writes the response into the connection's output and logs it.
    func answer(
        _ connection: HTTPConnection, with response: EngineResponse, refusal: HTTPRefusal?,
        exchange: HTTPConnection.Exchange
    ) {
        let closes = !exchange.keepAlive || draining
        let framing = EngineResponse.Framing(
            closesConnection: closes, announcesKeepAlive: !closes && exchange.version == .http10,
            omitsBody: exchange.omitsBody, date: configuration.sendsDate ? dateText() : nil)
        response.serialize(into: &connection.output, framing: framing)
        connection.closesAfterOutput = closes
        connection.exchange = nil
        connection.phase = .writing
        connection.deadline = now + writeTimeout
        connection.hasServedRequest = true
        signals.responses.add(1, ordering: .relaxed)
        logger(
            HTTPAccessLogEntry(
                unixTimeMilliseconds: SocketPlatform.realTimeMilliseconds(), method: exchange.method,
                path: exchange.path, status: response.writtenStatus,
                durationMicroseconds: max(SocketPlatform.monotonicNanoseconds() - exchange.startedAt, 0)
                    / 1000,
                refusal: refusal, connection: connection.number))
    }

    enum FlushOutcome {
        case complete
        case pending
        case failed
    }

    /// Writes as much output as the socket takes. On failure the connection is closed (or, while
    /// the handler works, marked broken and closed when the answer comes).
    func flush(_ connection: HTTPConnection) -> FlushOutcome {
        while connection.hasPendingOutput {
            let result = connection.output.withUnsafeBytes { bytes in
                SocketPlatform.send(
                    connection.descriptor, UnsafeRawBufferPointer(rebasing: bytes[connection.outputSent...]))
            }
            switch result {
            case .transferred(let count):
                connection.outputSent += count
            case .wouldBlock:
                updateInterest(connection)
                return .pending
            case .endOfStream, .failed:
                connection.output.removeAll(keepingCapacity: true)
                connection.outputSent = 0
                if connection.phase == .handling {
                    connection.broken = true
                    updateInterest(connection)
                } else {
                    close(connection)
                }
                return .failed
            }
        }
        connection.output.removeAll(keepingCapacity: true)
        connection.outputSent = 0
        return .complete
    }

    /// Flushes on a writable event; false when the connection is gone.
    func flushAfterReadiness(_ connection: HTTPConnection) -> Bool {
        switch flush(connection) {
        case .failed: return false
        case .pending: return true
        case .complete:
            if connection.phase == .writing {
                responseWritten(connection)
                return false
            }
            updateInterest(connection)
            return true
        }
    }

    func responseWritten(_ connection: HTTPConnection) {
        guard !connection.closesAfterOutput && !draining else {
            linger(connection)
            return
        }
        becomeIdle(connection)
        process(connection)
    }

    func becomeIdle(_ connection: HTTPConnection) {
        connection.phase = .idle
        connection.idleSince = now
        connection.deadline = now + idleTimeout
        connection.bodyDeadlineSet = false
        updateInterest(connection)
    }

    func dateText() -> String {
        let milliseconds = SocketPlatform.realTimeMilliseconds()
        let second = milliseconds / 1000
        if second != cachedDate.second { cachedDate = (second, HTTPDate.imfFixdate(unixSeconds: second)) }
        return cachedDate.text
    }
}
