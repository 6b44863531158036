import AuthEngine

/// Ed25519 signing and verification side by side with OpenSSL (through Python's `cryptography`)
/// on the same key and message, and the ratio the target is stated in: sign + verify ≤ 3×.
///
/// Two rounds, ours then OpenSSL's, keep the best of each, like `CryptoComparison`. OpenSSL's
/// figures include one Python call per operation (well under a microsecond), which flatters us a
/// little; the key and message are fixed so both sides do the same work.
struct Ed25519Comparison {
    static let runs = 7
    static let operations = 200
    /// A JWS signing input is a few hundred bytes: header, claims, base64url.
    static let messageByteCount = 300

    private(set) var signSeconds = Double.infinity
    private(set) var verifySeconds = Double.infinity
    private(set) var openSSL: (sign: Double, verify: Double)?

    /// Runs both rounds.
    static func measure() throws -> Ed25519Comparison {
        var comparison = Ed25519Comparison()
        for _ in 0..<2 {
            try comparison.measureOurs()
            comparison.measureOpenSSL()
        }
        return comparison
    }

    private mutating func measureOurs() throws {
        let key = try Ed25519.PrivateKey(seed: (0..<32).map { UInt8($0) })
        let message = [UInt8](repeating: UInt8(ascii: "x"), count: Self.messageByteCount)
        let signature = key.signature(for: message)
        let sign = Measurement.best("Ed25519 sign", runs: Self.runs, operations: Self.operations) {
            _ = key.signature(for: message)
        }
        let verify = Measurement.best("Ed25519 verify", runs: Self.runs, operations: Self.operations) {
            precondition(key.publicKey.isValidSignature(signature, for: message))
        }
        signSeconds = min(signSeconds, sign.secondsPerOperation)
        verifySeconds = min(verifySeconds, verify.secondsPerOperation)
    }

    private mutating func measureOpenSSL() {
        // The script goes inside double quotes for sh: no double quotes, dollars or backslashes.
        let script = """
            from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
            import time
            def best(body):
              fastest=1e9
              for _ in range(\(Self.runs)):
                start=time.perf_counter()
                for _ in range(\(Self.operations)): body()
                fastest=min(fastest,(time.perf_counter()-start)/\(Self.operations))
              return fastest
            key=Ed25519PrivateKey.from_private_bytes(bytes(range(32)))
            public=key.public_key()
            message=b'x'*\(Self.messageByteCount)
            signature=key.sign(message)
            print(best(lambda:key.sign(message)))
            print(best(lambda:public.verify(signature,message)))
            """
        let lines = PythonReference.run("python3 -c \"\(script)\" 2>/dev/null").split(separator: "\n")
        guard lines.count == 2, let sign = Double(lines[0]), let verify = Double(lines[1]) else { return }
        openSSL = (min(openSSL?.sign ?? .infinity, sign), min(openSSL?.verify ?? .infinity, verify))
    }

    /// Prints the figures, then the ratio with its target.
    func printReport() {
        report("Ed25519 sign, \(Self.messageByteCount)-byte message", formatted(seconds: signSeconds))
        report("Ed25519 verify", formatted(seconds: verifySeconds))
        guard let openSSL else {
            report("Ed25519, OpenSSL", "python3 with cryptography not found: no reference")
            return
        }
        report("Ed25519 sign, OpenSSL (Python cryptography)", formatted(seconds: openSSL.sign))
        report("Ed25519 verify, OpenSSL", formatted(seconds: openSSL.verify))
        report("  sign / OpenSSL, time", fixed(signSeconds / openSSL.sign, digits: 2) + "×")
        report("  verify / OpenSSL, time", fixed(verifySeconds / openSSL.verify, digits: 2) + "×")
        report(
            "  sign + verify / OpenSSL, time",
            fixed((signSeconds + verifySeconds) / (openSSL.sign + openSSL.verify), digits: 2) + "×",
            target: "≤ 3×")
    }
}
