@testable import AuthEngine

// A request body read by its Content-Type (`decodedBody(_:accepting:)`): the input is a
// Content-Type line (none when empty) and a body. A type the route does not read is refused naming
// it; a form repeating a field is refused naming a field it repeats; and fields decoded from one
// format, written in the other (JSON for a form, a form for JSON), decode to the same fields.

func fuzzDecodedBody(_ input: [UInt8]) {
    let parts = pieces(input, count: 2)
    let contentType = String(decoding: parts[0], as: UTF8.self)
    let request = EngineRequest(
        method: .post, path: "/", headers: contentType.isEmpty ? [:] : ["Content-Type": contentType],
        body: parts[1])
    let fields: [String: String]
    do throws(BodyDecodingError) {
        fields = try request.decodedBody([String: String].self)
    } catch {
        check(error, reading: request)
        return
    }
    if request.bodyFormat == .form {
        require(
            (try? request.decodedBody([String: String].self, accepting: [.json])) == nil,
            "a form was read by a route that reads JSON only")
    }
    let other: EngineRequest
    switch request.bodyFormat {
    case .json:
        let form = FormFields(fields.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) })
        other = EngineRequest(
            method: .post, path: "/", headers: ["Content-Type": "application/x-www-form-urlencoded"],
            body: Array(form.encoded.utf8))
    case .form:
        other = EngineRequest(
            method: .post, path: "/", headers: ["Content-Type": EngineResponse.jsonType],
            body: WireCoding.encode(fields))
    case nil:
        fatalError("a body of no format was decoded")
    }
    do throws(BodyDecodingError) {
        let reread = try other.decodedBody([String: String].self)
        require(reread == fields, "the same fields in the other format decode differently")
    } catch {
        fatalError("the same fields in the other format are refused: \(error)")
    }
}

/// A refusal names what is wrong with `request`.
private func check(_ error: BodyDecodingError, reading request: EngineRequest) {
    switch error {
    case .unsupportedContentType(let named):
        require(request.bodyFormat == nil, "a body of a format the route reads was refused by its type")
        require(named == (request.header("Content-Type") ?? ""), "the refusal names another type: \(named)")
    case .repeatedField(let name):
        require(request.bodyFormat == .form, "a JSON body refused for a repeated field")
        let pairs = (try? FormFields(parsing: String(decoding: request.body, as: UTF8.self)))?.pairs ?? []
        require(pairs.filter { $0.name == name }.count > 1, "\(name) refused as repeated, given once")
    case .badFormEncoding(let index):
        require(request.bodyFormat == .form, "a JSON body refused for its form encoding")
        require(
            (try? FormFields(parsing: String(decoding: request.body, as: UTF8.self))) == nil,
            "pair \(index) refused in a form that parses")
    case .notJSON, .missingField, .wrongType:
        break
    }
}
