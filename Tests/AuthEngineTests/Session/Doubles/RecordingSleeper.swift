import AuthEngine
import Synchronization

/// Records every requested delay and returns at once, so backoff tests take no time.
final class RecordingSleeper: RetrySleeper {
    private let delays = Mutex<[Double]>([])

    var requestedDelays: [Double] { delays.withLock { $0 } }

    func sleep(seconds: Double) async throws(CancellationError) {
        delays.withLock { $0.append(seconds) }
    }
}
