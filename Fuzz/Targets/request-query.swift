@testable import AuthEngine

// The request target's query: the input is a request target on a request line. A request the
// parser reads keeps its target whole, path and query split at the first `?`; the server's request
// (`EngineRequest`, built as the event loop builds it) writes the same target back and, when the
// query decodes, reads the same pairs as the query's text does, and as its re-encoding does.

func fuzzRequestQuery(_ input: [UInt8]) {
    var parser = HTTPRequestParser(limits: HTTPLimits())
    parser.append(Array("GET ".utf8) + input + Array(" HTTP/1.1\r\nHost: fuzz\r\n\r\n".utf8))
    guard case .request(let message) = parser.next() else { return }
    let target = message.target
    if let query = message.query {
        require(target.hasSuffix("?" + query), "the query \(query) is not the end of the target \(target)")
        require(!message.path.contains("?"), "the path \(message.path) holds a query")
    } else {
        require(!target.contains("?"), "the target \(target) has a ? but no query")
    }
    let request = EngineRequest(
        method: .get, path: message.path, rawQuery: message.query, headers: message.headers,
        body: message.body)
    if target.hasPrefix("/") {
        require(request.target == target, "the target \(target) written back as \(request.target)")
        let reparsed = EngineRequest(method: .get, target: target)
        require(
            reparsed.path == request.path && reparsed.rawQuery == request.rawQuery,
            "the target \(target) splits differently")
    }
    let query: FormFields
    do throws(FormFields.ParseError) {
        query = try request.query
    } catch {
        require((try? FormFields(parsing: message.query ?? "")) == nil, "the query reads only from its text")
        return
    }
    require(
        (try? FormFields(parsing: message.query ?? "")) == query, "the query reads differently from its text")
    let rebuilt = EngineRequest(method: .get, path: message.path, rawQuery: query.encoded)
    require((try? rebuilt.query) == query, "the query changed when encoded and read back")
}
