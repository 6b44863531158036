import FoundationEssentials

/// JSON encoding and decoding of wire bodies, shared by both halves.
enum WireCoding {
    static func encode(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Wire bodies are plain structs of strings, numbers and arrays; encoding cannot fail.
        guard let data = try? encoder.encode(value) else { return Array("{}".utf8) }
        return Array(data)
    }

    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) -> Value? {
        try? JSONDecoder().decode(type, from: Data(bytes))
    }
}

extension EngineResponse {
    /// A JSON response with `value` as its body.
    static func json(_ value: some Encodable, status: Int = 200) -> EngineResponse {
        EngineResponse(
            status: status, headers: ["Content-Type": "application/json"], body: WireCoding.encode(value))
    }
}

extension EngineRequest {
    /// Decodes the body, or fails the request as malformed.
    func decodeBody<Value: Decodable>(_ type: Value.Type) throws(ServerFailure) -> Value {
        guard let value = WireCoding.decode(type, from: body) else {
            throw .malformedRequest("The request body is not a valid \(Value.self).")
        }
        return value
    }
}
