import AuthEngine
import Synchronization

/// An `EngineTransport` that records each request and answers with scripted statuses in order.
final class RecordingTransport: EngineTransport {
    private struct Record {
        var remaining: [Result<Int, TransportError>]
        var requests: [EngineRequest] = []
    }

    private let record: Mutex<Record>

    init(answers: [Result<Int, TransportError>]) {
        record = Mutex(Record(remaining: answers))
    }

    var requests: [EngineRequest] { record.withLock { $0.requests } }

    func send(_ request: EngineRequest) async throws(TransportError) -> EngineResponse {
        let answer = record.withLock { record in
            record.requests.append(request)
            return record.remaining.isEmpty ? .success(200) : record.remaining.removeFirst()
        }
        return EngineResponse(status: try answer.get())
    }
}
