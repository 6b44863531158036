/// Why a request could not be read; each case has the status it is answered with. After any of
/// them the connection's framing is no longer trusted, so the server answers and closes.
package enum HTTPParseError: Error, Equatable, Sendable, CaseIterable {
    /// The request line is not `METHOD SP target SP HTTP/x.y`, or its method is not a token.
    case malformedRequestLine
    /// The request target is not origin-form (`/path?query`) or absolute-form (`http://host/path`).
    case invalidRequestTarget
    /// An HTTP version other than 1.x.
    case unsupportedVersion
    /// A method longer than the request line allows: no method this server knows is that long.
    case methodTooLong
    /// A request line longer than the limit whose method fits: the target is too long.
    case requestTargetTooLong
    /// A line ended by a bare LF, or a CR not followed by LF.
    case invalidLineEnding
    /// A header field line without a colon, or whose name is not a token.
    case invalidFieldName
    /// Whitespace between a field name and its colon (RFC 9112 §5.1).
    case whitespaceBeforeColon
    /// A header line starting with whitespace: an obsolete line folding, or whitespace right
    /// after the request line (RFC 9112 §2.2, §5.2).
    case obsoleteLineFolding
    /// A field value holding CR, LF, NUL or another control character.
    case invalidFieldValue
    /// An HTTP/1.1 request without `Host`.
    case missingHost
    /// More than one `Host` field.
    case multipleHosts
    /// A `Host` value that is no host.
    case invalidHost
    /// More header bytes than the limit.
    case headerSectionTooLarge
    /// More header fields than the limit.
    case tooManyHeaderFields
    /// A `Content-Length` that is not a decimal number.
    case invalidContentLength
    /// Several `Content-Length` values that differ.
    case conflictingContentLength
    /// Both `Transfer-Encoding` and `Content-Length`: the classic request-smuggling shape.
    case transferEncodingWithContentLength
    /// `Transfer-Encoding` in an HTTP/1.0 request, which cannot carry it (RFC 9112 §6.1).
    case transferEncodingInHTTP10
    /// `Transfer-Encoding` (chunked or any other): bodies are framed by `Content-Length` only.
    case transferEncodingNotImplemented
    /// A `Content-Length` above the body limit.
    case contentTooLarge
    /// An `Expect` other than `100-continue`.
    case unsupportedExpectation

    /// The response status (RFC 9110 §15).
    package var status: Int {
        switch self {
        case .malformedRequestLine, .invalidRequestTarget, .invalidLineEnding, .invalidFieldName,
            .whitespaceBeforeColon, .obsoleteLineFolding, .invalidFieldValue, .missingHost, .multipleHosts,
            .invalidHost, .invalidContentLength, .conflictingContentLength,
            .transferEncodingWithContentLength,
            .transferEncodingInHTTP10:
            400
        case .requestTargetTooLong: 414
        case .contentTooLarge: 413
        case .unsupportedExpectation: 417
        case .headerSectionTooLarge, .tooManyHeaderFields: 431
        case .methodTooLong, .transferEncodingNotImplemented: 501
        case .unsupportedVersion: 505
        }
    }

    /// A stable machine name, for the error body's `reason` and for logs.
    package var reason: String {
        switch self {
        case .malformedRequestLine: "malformed_request_line"
        case .invalidRequestTarget: "invalid_request_target"
        case .unsupportedVersion: "unsupported_http_version"
        case .methodTooLong: "method_too_long"
        case .requestTargetTooLong: "request_target_too_long"
        case .invalidLineEnding: "invalid_line_ending"
        case .invalidFieldName: "invalid_field_name"
        case .whitespaceBeforeColon: "whitespace_before_colon"
        case .obsoleteLineFolding: "obsolete_line_folding"
        case .invalidFieldValue: "invalid_field_value"
        case .missingHost: "missing_host"
        case .multipleHosts: "multiple_hosts"
        case .invalidHost: "invalid_host"
        case .headerSectionTooLarge: "header_section_too_large"
        case .tooManyHeaderFields: "too_many_header_fields"
        case .invalidContentLength: "invalid_content_length"
        case .conflictingContentLength: "conflicting_content_length"
        case .transferEncodingWithContentLength: "transfer_encoding_with_content_length"
        case .transferEncodingInHTTP10: "transfer_encoding_in_http_1_0"
        case .transferEncodingNotImplemented: "transfer_encoding_not_implemented"
        case .contentTooLarge: "content_too_large"
        case .unsupportedExpectation: "unsupported_expectation"
        }
    }
}
