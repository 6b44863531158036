import AuthEngine
import Testing

/// Feeds bytes to a request parser in chunks and records what it said, the way the server does:
/// after each chunk, `next()` until it waits or fails.
struct ParserFeeding {
    /// Requests and failures in order; `needMoreBytes` and `sendContinue` are left out.
    var outcomes: [HTTPParseStep] = []
    /// How many times the parser asked for `100 Continue`.
    var continues = 0
    /// The last step: `needMoreBytes` when the parser is waiting, or the failure.
    var last: HTTPParseStep = .needMoreBytes
    var parser: HTTPRequestParser

    init(limits: HTTPLimits = HTTPLimits()) {
        parser = HTTPRequestParser(limits: limits)
    }

    /// Feeds `bytes` in chunks of the given sizes (repeating the last; the whole input when empty).
    mutating func feed(_ bytes: [UInt8], chunkSizes: [Int] = []) {
        var offset = 0
        var sizeIndex = 0
        while offset < bytes.count {
            let size =
                chunkSizes.isEmpty ? bytes.count : max(1, chunkSizes[min(sizeIndex, chunkSizes.count - 1)])
            sizeIndex += 1
            let end = min(offset + size, bytes.count)
            parser.append(bytes[offset..<end])
            offset = end
            drain()
        }
        if bytes.isEmpty { drain() }
    }

    private mutating func drain() {
        // Bounded: each request consumes at least one byte, so more steps than bytes is a hang.
        for _ in 0...100_000 {
            let step = parser.next()
            last = step
            switch step {
            case .needMoreBytes: return
            case .sendContinue: continues += 1
            case .request: outcomes.append(step)
            case .failure:
                if outcomes.last != step { outcomes.append(step) }
                return
            }
        }
        Issue.record("the parser kept producing steps without consuming bytes")
    }

    /// The requests read so far.
    var requests: [HTTPRequestMessage] {
        outcomes.compactMap { if case .request(let message) = $0 { message } else { nil } }
    }

    /// The failure, if the parser failed.
    var failure: HTTPParseError? {
        if case .failure(let error) = last { error } else { nil }
    }
}

/// The steps for `text` fed whole.
func feeding(_ text: String, limits: HTTPLimits = HTTPLimits(), chunkSizes: [Int] = []) -> ParserFeeding {
    var feeding = ParserFeeding(limits: limits)
    feeding.feed(Array(text.utf8), chunkSizes: chunkSizes)
    return feeding
}
