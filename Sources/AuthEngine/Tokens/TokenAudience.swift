/// The `aud` claim: one recipient or several.
///
/// RFC 7519 §4.1.3 allows a single string or an array; a single audience is written as a string,
/// which is what most verifiers expect.
package struct TokenAudience: Sendable, Equatable, Codable, ExpressibleByStringLiteral {
    /// The recipients, in the order the token lists them.
    package let values: [String]

    /// An audience of the given recipients.
    package init(_ values: [String]) {
        self.values = values
    }

    /// An audience of one recipient.
    package init(stringLiteral value: String) {
        values = [value]
    }

    /// True when `audience` is one of the recipients.
    package func contains(_ audience: String) -> Bool {
        values.contains(audience)
    }

    /// Reads a string or an array of strings.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let single = try? container.decode(String.self) {
            values = [single]
        } else {
            values = try container.decode([String].self)
        }
    }

    /// Writes a string for one recipient, an array otherwise.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if values.count == 1 {
            try container.encode(values[0])
        } else {
            try container.encode(values)
        }
    }

    /// Reads `aud` from a payload value; nil when it is neither a string nor an array of strings.
    init?(json: JSONValue) {
        switch json {
        case .string(let single):
            values = [single]
        case .array(let elements):
            var strings: [String] = []
            for element in elements {
                guard let string = element.stringValue else { return nil }
                strings.append(string)
            }
            values = strings
        default:
            return nil
        }
    }

    func write(to writer: inout JSONWriter) {
        if values.count == 1 {
            writer.string(values[0])
        } else {
            writer.stringArray(values)
        }
    }
}
