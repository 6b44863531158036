/// JSON encoding and decoding of wire bodies, shared by both halves: compact, keys sorted.
enum WireCoding {
    static func encode(_ value: some Encodable) -> [UInt8] {
        // Wire bodies are plain structs of strings, whole numbers and arrays, which always encode:
        // the encoder fails only for a value that encodes nothing at all.
        (try? JSONValueEncoder.encode(value)) ?? Array("{}".utf8)
    }

    /// The value in `bytes`, or nil when they are not one: for a client, to which every unreadable
    /// answer means the same (`ServerRefusal.malformedResponse`).
    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) -> Value? {
        try? decoded(type, fromJSON: bytes)
    }

    /// The value in `bytes`, or what is wrong with them.
    static func decoded<Value: Decodable>(_ type: Value.Type, fromJSON bytes: [UInt8])
        throws(BodyDecodingError)
        -> Value
    {
        let value: JSONValue
        do {
            // No size limit of its own: the transport hands over whole bodies.
            value = try JSONValue.parse(bytes, maximumByteCount: .max)
        } catch {
            throw .notJSON(error)
        }
        return try decoded(type, from: value)
    }

    /// The value `json` holds, or which member is missing or of the wrong type.
    static func decoded<Value: Decodable>(_ type: Value.Type, from json: JSONValue) throws(BodyDecodingError)
        -> Value
    {
        do {
            return try JSONValueDecoder.decode(type, from: json)
        } catch let DecodingError.keyNotFound(key, context) {
            throw .missingField(BodyDecodingError.fieldPath(context.codingPath + [key]))
        } catch let DecodingError.valueNotFound(_, context) {
            throw .missingField(BodyDecodingError.fieldPath(context.codingPath))
        } catch let DecodingError.typeMismatch(_, context) {
            throw .wrongType(field: BodyDecodingError.fieldPath(context.codingPath))
        } catch let DecodingError.dataCorrupted(context) {
            throw .wrongType(field: BodyDecodingError.fieldPath(context.codingPath))
        } catch {
            throw .wrongType(field: "")
        }
    }
}

/// What a request's body is written in, by its `Content-Type`.
package enum BodyFormat: Sendable, Equatable {
    /// `application/json` (or a `+json` type).
    case json
    /// `application/x-www-form-urlencoded`: `name=value&…`, every value a string.
    case form
}

/// Why a request's body could not be read as the route's type; each case says what was wrong, for
/// an error description (never quoting the body, which may hold secrets).
package enum BodyDecodingError: Error, Equatable, Sendable, CustomDebugStringConvertible {
    /// The `Content-Type` names a format the route does not read.
    case unsupportedContentType(String)
    /// A JSON body that is not JSON.
    case notJSON(JSONParseError)
    /// A form body whose pair at this position is not percent-encoded properly.
    case badFormEncoding(pairIndex: Int)
    /// A form field given twice (RFC 6749 §3.2 forbids it for the token endpoint's parameters).
    case repeatedField(String)
    /// A required field is missing; its path, dotted.
    case missingField(String)
    /// A field has the wrong type or an unacceptable value; its path, dotted.
    case wrongType(field: String)

    static func fieldPath(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }

    /// What was wrong, in a sentence for a developer (an OAuth `error_description`, a log line).
    package var debugDescription: String {
        switch self {
        case .unsupportedContentType(let type): "The body's type \(type) is not accepted here."
        case .notJSON: "The body is not valid JSON."
        case .badFormEncoding(let index): "Form field \(index + 1) is not percent-encoded properly."
        case .repeatedField(let name): "The field \(name) is given more than once."
        case .missingField(let name): "The field \(name) is missing."
        case .wrongType(let name): "The field \(name) has the wrong type or value."
        }
    }
}

extension EngineRequest {
    /// A POST of `body` as JSON to `path`, as the companion commands send to the control routes.
    static func postingJSON(_ body: some Encodable, to path: String) -> EngineRequest {
        EngineRequest(
            method: .post, path: path, headers: ["Content-Type": EngineResponse.jsonType],
            body: WireCoding.encode(body))
    }

    /// The format of the body by its `Content-Type` (parameters such as `charset` aside); JSON when
    /// it names none.
    package var bodyFormat: BodyFormat? {
        guard let contentType = header("Content-Type") else { return .json }
        let mediaType = contentType.split(separator: ";", maxSplits: 1).first.map {
            HTTPSyntax.lowercasedString(HTTPSyntax.trimmingWhitespace(ArraySlice($0.utf8)))
        }
        switch mediaType {
        case "application/json": return .json
        case "application/x-www-form-urlencoded": return .form
        case let type? where type.hasPrefix("application/") && type.hasSuffix("+json"): return .json
        default: return nil
        }
    }

    /// The body as `Value`, read as its `Content-Type` says, if `formats` holds that format; a form
    /// body's fields are strings, each given once.
    package func decodedBody<Value: Decodable>(
        _ type: Value.Type, accepting formats: [BodyFormat] = [.json, .form]
    ) throws(BodyDecodingError) -> Value {
        guard let format = bodyFormat, formats.contains(format) else {
            throw .unsupportedContentType(header("Content-Type") ?? "")
        }
        switch format {
        case .json:
            return try WireCoding.decoded(type, fromJSON: body)
        case .form:
            let fields: FormFields
            do throws(FormFields.ParseError) {
                fields = try FormFields(parsing: String(decoding: body, as: UTF8.self))
            } catch {
                switch error {
                case .badEncoding(let index): throw .badFormEncoding(pairIndex: index)
                }
            }
            var members: [String: JSONValue] = [:]
            for pair in fields.pairs {
                guard members.updateValue(.string(pair.value), forKey: pair.name) == nil else {
                    throw .repeatedField(pair.name)
                }
            }
            return try WireCoding.decoded(type, from: .object(members))
        }
    }

    /// The JSON body as `Value`, or the request fails as malformed with the sentence every /v1
    /// route has answered. The /v1 routes read JSON whatever the `Content-Type` says: curl sends a
    /// body given with `-d` as a form unless told otherwise.
    func decodeBody<Value: Decodable>(_ type: Value.Type) throws(ServerFailure) -> Value {
        do {
            return try WireCoding.decoded(type, fromJSON: body)
        } catch {
            throw .malformedRequest("The request body is not a valid \(Value.self).")
        }
    }
}
