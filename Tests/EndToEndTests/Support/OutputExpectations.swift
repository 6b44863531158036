import TestSupport
import Testing

/// Records an issue unless each of `parts` appears in `output`, in this order.
func expectInOrder(_ parts: [String], in output: String, sourceLocation: SourceLocation = #_sourceLocation) {
    var rest = Substring(output)
    for part in parts {
        guard let range = rest.range(of: part) else {
            Issue.record(
                "missing, or out of order: \(part)\n--- output ---\n\(output)", sourceLocation: sourceLocation
            )
            return
        }
        rest = rest[range.upperBound...]
    }
}

/// Records an issue for each of `secrets` that `output` contains and, when `tokens` is true, for a
/// JWT (one starts with the base64url of `{"`: no token may be printed or traced).
func expectNoSecrets(
    in output: String, secrets: [String] = Journey.secrets, tokens: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for secret in secrets {
        #expect(!output.contains(secret), "a secret was printed", sourceLocation: sourceLocation)
    }
    if tokens {
        #expect(!output.contains("eyJ"), "a token was printed", sourceLocation: sourceLocation)
    }
}

/// `expectNoSecrets(in:secrets:tokens:)` on everything each of `results` printed.
func expectNoSecrets(
    _ results: BinaryResult..., secrets: [String] = Journey.secrets, tokens: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for result in results {
        expectNoSecrets(
            in: result.allOutput, secrets: secrets, tokens: tokens, sourceLocation: sourceLocation)
    }
}
