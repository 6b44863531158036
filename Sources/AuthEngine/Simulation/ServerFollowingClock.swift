import Synchronization

/// The client's clock when its token server is another process (`--server URL`): real time plus
/// the offset of the server's home clock, as the server last reported it on a response.
///
/// The server's home may run a simulated clock (`viper-auth clock advance`). Tokens it issues then
/// carry its time, and a client on real time would find a fresh token "not yet valid" and end the
/// session. Every answer of the server names its offset, so the client is in step from its first
/// request (start-up asks `GET /v1/config`) and follows a change at the next request after it.
package final class ServerFollowingClock: WallClock {
    /// The response header that carries the server home's offset in whole seconds.
    package static let offsetHeader = "Simulated-Clock-Offset"
    private let real: any WallClock
    private let offset = Mutex<Int64>(0)

    /// A clock at real time until a response says otherwise.
    package init(real: any WallClock = SystemWallClock()) {
        self.real = real
    }

    /// Real time plus the server's last reported offset.
    package var now: Int64 {
        real.now.addingSaturating(offset.withLock { $0 })
    }

    /// The offset last reported by the server, 0 before any report.
    package var simulatedOffsetSeconds: Int64? {
        offset.withLock { $0 }
    }

    /// This clock itself.
    package var serverFollowing: ServerFollowingClock? { self }

    /// Takes the offset `response` reports; a response without one, or with a value that is not a
    /// whole number of seconds from 0 on (the clock only moves forward), changes nothing.
    package func follow(_ response: EngineResponse) {
        guard let text = response.header(Self.offsetHeader), let seconds = Int64(text), seconds >= 0
        else { return }
        offset.withLock { $0 = seconds }
    }
}

/// Hands every response of the server to a `ServerFollowingClock` before the client reads it.
package struct ClockFollowingTransport: EngineTransport {
    private let base: any EngineTransport
    private let clock: ServerFollowingClock

    /// Sends through `base`, keeping `clock` in step with the server.
    package init(base: any EngineTransport, clock: ServerFollowingClock) {
        self.base = base
        self.clock = clock
    }

    /// Sends the request; the response's offset is taken before the response is returned.
    package func send(_ request: EngineRequest) async throws(TransportError) -> EngineResponse {
        let response = try await base.send(request)
        clock.follow(response)
        return response
    }
}
