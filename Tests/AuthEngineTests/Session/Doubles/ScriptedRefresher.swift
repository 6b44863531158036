import AuthEngine
import Synchronization
import Testing

/// A `TokenRefreshing` that answers from a script and counts the requests that reached it.
///
/// With `release`, every call first opens `started` and then waits at `release`, so a test can
/// hold a refresh in flight while other callers arrive.
final class ScriptedRefresher: TokenRefreshing {
    private struct Record {
        var remaining: [Result<SessionTokens, RefreshFailure>]
        var receivedRefreshTokens: [RedactedToken] = []
    }

    private let record: Mutex<Record>
    let started = Gate()
    private let release: Gate?

    init(_ answers: [Result<SessionTokens, RefreshFailure>], holdUntil release: Gate? = nil) {
        record = Mutex(Record(remaining: answers))
        self.release = release
    }

    var callCount: Int { record.withLock { $0.receivedRefreshTokens.count } }
    var receivedRefreshTokens: [RedactedToken] { record.withLock { $0.receivedRefreshTokens } }

    func refresh(using refreshToken: RedactedToken) async throws(RefreshFailure) -> SessionTokens {
        let answer = record.withLock { record -> Result<SessionTokens, RefreshFailure>? in
            record.receivedRefreshTokens.append(refreshToken)
            return record.remaining.isEmpty ? nil : record.remaining.removeFirst()
        }
        await started.open()
        if let release {
            await release.wait()
        }
        guard let answer else {
            Issue.record("a refresh the script did not expect")
            throw .terminal(.invalidGrant)
        }
        return try answer.get()
    }
}
