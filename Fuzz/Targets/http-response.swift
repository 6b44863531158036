@testable import AuthEngine

// HTTP response parser: the bytes parsed whole and split in two at every offset give the same
// responses; a response read is written back by the server's own serializer and read again as the
// same status, body and fields, repeated fields kept in order.
//
// As for requests, inputs are kept to 128 bytes (Fuzz/Options) and the limits scaled down with them.

func fuzzHTTPResponse(_ input: [UInt8]) {
    let whole = steps(feeding: [input[...]])
    for offset in 1..<max(1, input.count) {
        require(
            steps(feeding: [input[..<offset], input[offset...]]) == whole, "split at \(offset) disagrees")
    }
    for case .response(let message) in whole where (200...599).contains(message.status) {
        let written = EngineResponse(status: message.status, headers: message.headers, body: message.body)
        var parser = HTTPResponseParser()
        parser.append(written.serialized(framing: EngineResponse.Framing(closesConnection: false)))
        guard case .response(let reread) = parser.next() else {
            fatalError("the serializer wrote a response its parser does not read")
        }
        require(reread.status == message.status, "status \(message.status) read back as \(reread.status)")
        let hasContent = message.status != 204 && message.status != 304
        require(!hasContent || reread.body == message.body, "body changed on the way back")
        // The framing fields are the serializer's own: it writes them from the body and the framing.
        // Every other line it can write (the parser lets a value hold a bare CR, which the
        // serializer drops rather than send) keeps its place among those of its name.
        let framing: Set = ["content-length", "transfer-encoding", "connection", "keep-alive", "date"]
        for field in message.headers where !framing.contains(field.name) {
            let writable = message.headers.values(named: field.name).filter {
                $0.utf8.allSatisfy(HTTPSyntax.isFieldValueCharacter)
            }
            require(
                reread.headers.values(named: field.name) == writable,
                "field \(field.name) changed on the way back")
        }
    }
}

/// Every response and the final failure for `reads`, then what the end of the stream gives.
private func steps(feeding reads: [ArraySlice<UInt8>]) -> [HTTPResponseStep] {
    var parser = HTTPResponseParser(maxHeadBytes: 96, maxBodyBytes: 64)
    var result: [HTTPResponseStep] = []
    for read in reads {
        parser.append(read)
        while true {
            let step = parser.next()
            if step == .needMoreBytes { break }
            result.append(step)
            if case .failure = step { return result }
        }
    }
    result.append(parser.finishAtEndOfStream())
    return result
}
