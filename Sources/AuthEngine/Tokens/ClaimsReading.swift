/// Typed access to payload members for `JWTClaims` implementations, failing with the claim's name.
extension [String: JSONValue] {
    func requiredString(_ name: String) throws(JWTError) -> String {
        guard let value = self[name]?.stringValue else { throw .malformed(.claim(name)) }
        return value
    }

    func requiredInteger(_ name: String) throws(JWTError) -> Int64 {
        guard let value = self[name]?.integerValue else { throw .malformed(.claim(name)) }
        return value
    }

    func requiredObject(_ name: String) throws(JWTError) -> [String: JSONValue] {
        guard let value = self[name]?.objectValue else { throw .malformed(.claim(name)) }
        return value
    }

    func requiredStringArray(_ name: String) throws(JWTError) -> [String] {
        guard let elements = self[name]?.arrayValue else { throw .malformed(.claim(name)) }
        var strings: [String] = []
        strings.reserveCapacity(elements.count)
        for element in elements {
            guard let string = element.stringValue else { throw .malformed(.claim(name)) }
            strings.append(string)
        }
        return strings
    }

    /// An integer claim that may be absent, but must be an integer when present.
    func optionalInteger(_ name: String) throws(JWTError) -> Int64? {
        guard let value = self[name] else { return nil }
        guard let integer = value.integerValue else { throw .malformed(.claim(name)) }
        return integer
    }
}
