/// JSON encoding and decoding of wire bodies, shared by both halves: compact, keys sorted.
enum WireCoding {
    static func encode(_ value: some Encodable) -> [UInt8] {
        // Wire bodies are plain structs of strings, whole numbers and arrays; encoding cannot fail.
        (try? JSONValueEncoder.encode(value)) ?? Array("{}".utf8)
    }

    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) -> Value? {
        // No size limit of its own: the transport hands over whole bodies, as before.
        try? JSONValueDecoder.decode(type, from: bytes, maximumByteCount: .max)
    }
}

extension EngineResponse {
    /// A JSON response with `value` as its body.
    static func json(_ value: some Encodable, status: Int = 200) -> EngineResponse {
        json(encoded: WireCoding.encode(value), status: status)
    }

    /// A JSON response whose body was encoded already (`WireCoding.encode`).
    static func json(encoded body: [UInt8], status: Int = 200) -> EngineResponse {
        EngineResponse(status: status, headers: ["Content-Type": "application/json"], body: body)
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
