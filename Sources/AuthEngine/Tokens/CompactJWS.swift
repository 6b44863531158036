/// A compact JWS taken apart: segments located, header decoded and its algorithm accepted.
///
/// Splitting is shared by the signer (which then checks the signature) and the client validator
/// (which cannot), so both refuse exactly the same malformed input.
struct CompactJWS {
    /// The token's ASCII bytes.
    let bytes: [UInt8]
    /// Where the payload segment starts and ends; the signing input is everything before `payloadEnd`.
    let payloadRange: Range<Int>
    let header: JWTHeader
    let signature: [UInt8]

    var signingInput: ArraySlice<UInt8> { bytes[..<payloadRange.upperBound] }

    /// Splits `token` and accepts its header when its `alg` is one of `acceptedAlgorithms`: HS256
    /// for the access tokens, `JWSAlgorithm.names` for tokens verified against a JWK set.
    init(_ token: String, acceptedAlgorithms: Set<String> = [JWT.algorithm]) throws(JWTError) {
        // The size check comes first and reads only the length, so an oversized token costs nothing.
        guard token.utf8.count <= JWT.maximumTokenByteCount else { throw .tokenTooLarge }
        bytes = Array(token.utf8)

        guard let firstDot = bytes.firstIndex(of: UInt8(ascii: ".")),
            let secondDot = bytes[(firstDot + 1)...].firstIndex(of: UInt8(ascii: ".")),
            !bytes[(secondDot + 1)...].contains(UInt8(ascii: "."))
        else { throw .malformed(.segmentCount) }
        payloadRange = (firstDot + 1)..<secondDot

        if acceptedAlgorithms.contains(JWT.algorithm),
            bytes[..<firstDot].elementsEqual(JWTSigner.accessTokenHeaderSegment)
        {
            // The header every access token this engine signs carries, byte for byte: it decodes
            // to this, so it is not decoded again for each request.
            header = Self.accessTokenHeader
        } else {
            guard let headerJSON = Base64URL.decode(utf8: bytes[..<firstDot]) else {
                throw .malformed(.headerEncoding)
            }
            header = try Self.acceptHeader(headerJSON, acceptedAlgorithms: acceptedAlgorithms)
        }

        guard let signature = Base64URL.decode(utf8: bytes[(secondDot + 1)...]) else {
            throw .malformed(.signatureEncoding)
        }
        self.signature = signature
    }

    /// What `JWTSigner.accessTokenHeaderSegment` decodes to.
    static let accessTokenHeader = JWTHeader(algorithm: JWT.algorithm, type: JWT.accessTokenType)

    /// The payload as a JSON object.
    func payload() throws(JWTError) -> [String: JSONValue] {
        guard let json = Base64URL.decode(utf8: bytes[payloadRange]) else {
            throw .malformed(.payloadEncoding)
        }
        guard let members = try? JSONValue.parse(json, maximumDepth: 16).objectValue else {
            throw .malformed(.payload)
        }
        return members
    }

    /// Parses the header and applies the caller's algorithm allow-list (RFC 8725 §3.1).
    private static func acceptHeader(_ json: [UInt8], acceptedAlgorithms: Set<String>) throws(JWTError)
        -> JWTHeader
    {
        guard let members = try? JSONValue.parse(json, maximumDepth: 4).objectValue else {
            throw .malformed(.header)
        }
        guard let algorithmValue = members["alg"] else { throw .missingAlgorithm }
        guard let algorithm = algorithmValue.stringValue else { throw .malformed(.header) }
        guard acceptedAlgorithms.contains(algorithm) else {
            // Case variants of "none" have been used to slip past checks in other libraries.
            if algorithm.lowercased() == "none" { throw .unsecuredToken }
            throw .unsupportedAlgorithm(named: algorithm)
        }
        // RFC 7515 §4.1.11: a recipient must refuse critical extensions it does not understand,
        // and this one understands none.
        guard members["crit"] == nil else { throw .unsupportedCriticalHeader }
        return JWTHeader(
            algorithm: algorithm, type: try optionalString(members["typ"]),
            keyID: try optionalString(members["kid"]))
    }

    /// A header member that is absent or a string; any other JSON type is a malformed header.
    private static func optionalString(_ member: JSONValue?) throws(JWTError) -> String? {
        switch member {
        case nil: nil
        case .string(let value): value
        default: throw .malformed(.header)
        }
    }
}
