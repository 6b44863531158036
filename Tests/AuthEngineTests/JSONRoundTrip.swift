import FoundationEssentials

/// Encodes `value` as JSON and decodes it back, as the server's persistence will.
func roundTripJSON<Value: Codable>(_ value: Value) throws -> Value {
    try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
}

/// The JSON text of `value`.
func jsonText(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// Decodes `Value` from JSON text.
func decodeJSON<Value: Decodable>(_ type: Value.Type, from text: String) throws -> Value {
    try JSONDecoder().decode(type, from: Data(text.utf8))
}
