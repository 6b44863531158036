import AuthEngine

/// RS256 signing, checking and 2048-bit key generation, ours beside OpenSSL's (through Python's
/// `cryptography`) in the same run, and the ratio the signing target is stated in.
///
/// Signing and checking keep the fastest of many single operations, both sides alike: on a shared
/// machine a longer run is likely to be preempted, and the fastest single one is what the code
/// costs. Key generation takes a random time (the primes' distances), so it reports the mean of
/// several keys instead.
struct RSAComparison {
    static let message = [UInt8](repeating: UInt8(ascii: "x"), count: 200)
    static let generatedKeys = 4

    private(set) var signSeconds = Double.infinity
    private(set) var verifySeconds = Double.infinity
    private(set) var generateSeconds = Double.infinity
    private(set) var openSSL: OpenSSLFigures?

    /// OpenSSL's figures from one Python process.
    struct OpenSSLFigures {
        let signSeconds: Double
        let verifySeconds: Double
        let generateSeconds: Double
    }

    /// Runs two rounds, ours then OpenSSL's, and keeps the best of each.
    static func measure() -> RSAComparison {
        var comparison = RSAComparison()
        let clock = ContinuousClock()
        let start = clock.now
        var key = RSA.PrivateKey.generate()
        for _ in 1..<generatedKeys { key = RSA.PrivateKey.generate() }
        comparison.generateSeconds = start.duration(to: clock.now).seconds / Double(generatedKeys)
        let signature = key.rs256Signature(for: message)
        for _ in 0..<2 {
            let sign = Measurement.best("RS256 sign", runs: 200, operations: 1) {
                _ = key.rs256Signature(for: message)
            }
            let verify = Measurement.best("RS256 verify", runs: 1_000, operations: 1) {
                precondition(key.publicKey.isValidRS256Signature(signature, for: message))
            }
            comparison.signSeconds = min(comparison.signSeconds, sign.secondsPerOperation)
            comparison.verifySeconds = min(comparison.verifySeconds, verify.secondsPerOperation)
            if let figures = measureOpenSSL() {
                comparison.openSSL = OpenSSLFigures(
                    signSeconds: min(comparison.openSSL?.signSeconds ?? .infinity, figures.signSeconds),
                    verifySeconds: min(comparison.openSSL?.verifySeconds ?? .infinity, figures.verifySeconds),
                    generateSeconds: min(
                        comparison.openSSL?.generateSeconds ?? .infinity, figures.generateSeconds))
            }
        }
        return comparison
    }

    /// OpenSSL's RS256 sign and verify (the fastest single operation) and mean 2048-bit key generation, or nil
    /// without python3 and `cryptography`.
    private static func measureOpenSSL() -> OpenSSLFigures? {
        // The script goes inside double quotes for sh: no double quotes, dollars or backslashes.
        let script = """
            import time
            from cryptography.hazmat.primitives.asymmetric import rsa,padding
            from cryptography.hazmat.primitives import hashes
            def best(body,runs,operations):
              fastest=1e9
              for _ in range(runs):
                start=time.perf_counter()
                for _ in range(operations): body()
                fastest=min(fastest,(time.perf_counter()-start)/operations)
              return fastest
            key=rsa.generate_private_key(public_exponent=65537,key_size=2048)
            message=b'x'*\(message.count)
            signature=key.sign(message,padding.PKCS1v15(),hashes.SHA256())
            public=key.public_key()
            print(best(lambda:key.sign(message,padding.PKCS1v15(),hashes.SHA256()),200,1))
            print(best(lambda:public.verify(signature,message,padding.PKCS1v15(),hashes.SHA256()),1000,1))
            start=time.perf_counter()
            for _ in range(\(generatedKeys)): rsa.generate_private_key(public_exponent=65537,key_size=2048)
            print((time.perf_counter()-start)/\(generatedKeys))
            """
        let lines = PythonReference.run("python3 -c \"\(script)\" 2>/dev/null").split(separator: "\n")
        guard lines.count == 3, let sign = Double(lines[0]), let verify = Double(lines[1]),
            let generate = Double(lines[2])
        else { return nil }
        return OpenSSLFigures(signSeconds: sign, verifySeconds: verify, generateSeconds: generate)
    }

    /// Prints ours, OpenSSL's and the ratios, with the signing target.
    func printReport() {
        report("RS256 sign, 2048-bit key (CRT)", formatted(seconds: signSeconds))
        report("RS256 verify, 2048-bit key", formatted(seconds: verifySeconds))
        report("RSA-2048 key generation (mean of \(Self.generatedKeys))", formatted(seconds: generateSeconds))
        guard let openSSL else {
            report("OpenSSL (Python cryptography)", "python3 or cryptography not found: no reference")
            return
        }
        report("RS256 sign, OpenSSL", formatted(seconds: openSSL.signSeconds))
        report("RS256 verify, OpenSSL", formatted(seconds: openSSL.verifySeconds))
        report("RSA-2048 key generation, OpenSSL", formatted(seconds: openSSL.generateSeconds))
        report(
            "  RS256 sign, ours / OpenSSL, time", fixed(signSeconds / openSSL.signSeconds, digits: 2) + "×",
            target: "≤ 5×")
        report(
            "  RS256 verify, ours / OpenSSL, time",
            fixed(verifySeconds / openSSL.verifySeconds, digits: 2) + "×")
        report(
            "  key generation, ours / OpenSSL, time",
            fixed(generateSeconds / openSSL.generateSeconds, digits: 2) + "×")
    }
}
