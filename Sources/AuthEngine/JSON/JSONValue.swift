/// A JSON document held as values, for payloads whose shape is not known in advance (JWT headers,
/// custom claims).
///
/// Integers that fit `Int64` stay exact as `.integer`, because JWT dates are integers and must not
/// round-trip through `Double`; every other number is a finite `.number`.
package enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number written without fraction or exponent that fits `Int64`.
    case integer(Int64)
    /// Any other finite number.
    case number(Double)
    /// A string, already unescaped.
    case string(String)
    /// An array, in document order.
    case array([JSONValue])
    /// An object; keys are unique (the parser refuses duplicates rather than guess which one wins).
    case object([String: JSONValue])

    /// Parses one JSON text (RFC 8259) strictly: UTF-8 only, no trailing data, no duplicate keys,
    /// nesting at most `maximumDepth` deep and at most `maximumByteCount` bytes long.
    package static func parse(
        _ bytes: some Collection<UInt8>,
        maximumDepth: Int = 64,
        maximumByteCount: Int = 1 << 20
    ) throws(JSONParseError) -> JSONValue {
        guard bytes.count <= maximumByteCount else { throw .tooLarge }
        let parsed: Result<JSONValue, JSONParseError>? = bytes.withContiguousStorageIfAvailable { buffer in
            JSONParser.parseDocument(buffer, maximumDepth: maximumDepth)
        }
        if let parsed { return try parsed.get() }
        return try Array(bytes).withUnsafeBufferPointer { buffer in
            JSONParser.parseDocument(buffer, maximumDepth: maximumDepth)
        }.get()
    }

    /// The value as compact JSON text in UTF-8, with object keys sorted so equal values give equal
    /// bytes.
    package func serialized() -> [UInt8] {
        var writer = JSONWriter()
        writer.write(self)
        return writer.bytes
    }

    /// The string, when this is a string.
    package var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The integer, when this is an integer.
    package var integerValue: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The Boolean, when this is `true` or `false`.
    package var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements, when this is an array.
    package var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members, when this is an object.
    package var objectValue: [String: JSONValue]? {
        if case .object(let value) = self { return value }
        return nil
    }
}

/// Why a text is not acceptable JSON; offsets are byte positions into the parsed text.
package enum JSONParseError: Error, Equatable, Sendable {
    /// The text is longer than the caller allows.
    case tooLarge
    /// Arrays and objects are nested deeper than the caller allows.
    case tooDeep
    /// The text ended inside a value.
    case unexpectedEnd
    /// A byte that cannot start or continue a value at this position.
    case unexpectedByte(offset: Int)
    /// A string with a raw control character, a bad escape, a lone surrogate or invalid UTF-8.
    case invalidString(offset: Int)
    /// A number that breaks the JSON grammar or does not fit a finite `Double`.
    case invalidNumber(offset: Int)
    /// An object that names the same key twice.
    case duplicateKey(offset: Int)
    /// Something other than whitespace after the value.
    case trailingData(offset: Int)
}
