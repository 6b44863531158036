@testable import AuthEngine

// HTTP request parser: the bytes parsed whole, one at a time, and split in two at every offset
// give the same requests and the same failure, so no read pattern can make the server see a
// different request (the root of request smuggling); every request's body is as long as its
// Content-Length says.
//
// Every split point costs a parse, so an input costs its length squared: the inputs are kept to
// 128 bytes (Fuzz/Options) and the parser's limits scaled down with them, so that every limit can
// still be crossed by an input of that size.

func fuzzHTTPRequest(_ input: [UInt8]) {
    let whole = steps(feeding: [input[...]])
    for request in whole.compactMap(request) {
        let length = request.headers["content-length"] ?? "0"
        // A length the parser read as a number is compared; any other text it took is its own rule.
        if let declared = Int(length) {
            require(
                request.body.count == declared, "body of \(request.body.count) bytes, declared \(declared)")
        }
    }
    require(steps(feeding: input.map { [$0][...] }) == whole, "byte-at-a-time feed disagrees")
    for offset in 1..<max(1, input.count) {
        let split = steps(feeding: [input[..<offset], input[offset...]])
        require(split == whole, "split at \(offset) disagrees")
    }
}

/// Every request and the final failure the parser gives for `reads`, one after the other;
/// `sendContinue` depends on when the body arrives, so it is left out.
private func steps(feeding reads: [ArraySlice<UInt8>]) -> [HTTPParseStep] {
    var parser = HTTPRequestParser(
        limits: HTTPLimits(
            maxRequestLineBytes: 40, maxHeaderSectionBytes: 96, maxHeaderFields: 6, maxBodyBytes: 48))
    var result: [HTTPParseStep] = []
    for read in reads {
        parser.append(read)
        while true {
            let step = parser.next()
            if step == .needMoreBytes { break }
            if step == .sendContinue { continue }
            result.append(step)
            if case .failure = step { return result }
        }
    }
    return result
}

private func request(_ step: HTTPParseStep) -> HTTPRequestMessage? {
    if case .request(let request) = step { return request }
    return nil
}
