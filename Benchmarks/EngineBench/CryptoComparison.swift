import AuthEngine

/// SHA-256 and PBKDF2 on each implementation this CPU supports, side by side with OpenSSL (through
/// Python's hashlib) on the same inputs, and the ratios the targets are stated in.
///
/// Two rounds, ours then OpenSSL's, keep the best of each, so a busy neighbour during one of them
/// skews the ratios less. Ratios are what to compare: the machine is shared, and its absolute speed
/// changes from minute to minute.
struct CryptoComparison {
    static let password = "pencil-and-device-secret"
    static let salt = "salt-0123456789ab"
    static let iterations = 600_000

    let implementations = SHA256Implementation.supported
    private(set) var sha256Seconds: [SHA256Implementation: Double] = [:]
    private(set) var pbkdf2Seconds: [SHA256Implementation: Double] = [:]
    private(set) var openSSL: PythonReference.Figures?

    /// Runs both rounds.
    static func measure() throws -> CryptoComparison {
        var comparison = CryptoComparison()
        for _ in 0..<2 {
            try comparison.measureOurs()
            comparison.measureOpenSSL()
        }
        return comparison
    }

    private mutating func measureOurs() throws {
        let mebibyte = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
        for implementation in implementations {
            let sha = Measurement.best("SHA-256", runs: 50, operations: 1) {
                _ = SHA256.hash(mebibyte, implementation: implementation)
            }
            sha256Seconds[implementation] = min(
                sha256Seconds[implementation] ?? .infinity, sha.secondsPerOperation)
            let pbkdf2 = try Measurement.best("PBKDF2", runs: 3, operations: 1) {
                _ = try PBKDF2.deriveKey(
                    password: Array(Self.password.utf8), salt: Array(Self.salt.utf8),
                    iterations: Self.iterations,
                    keyByteCount: 32, implementation: implementation)
            }
            pbkdf2Seconds[implementation] = min(
                pbkdf2Seconds[implementation] ?? .infinity, pbkdf2.secondsPerOperation)
        }
    }

    private mutating func measureOpenSSL() {
        guard
            let figures = PythonReference.measure(
                password: Self.password, salt: Self.salt, iterations: Self.iterations, sha256Runs: 50,
                pbkdf2Runs: 3)
        else { return }
        openSSL = PythonReference.Figures(
            sha256SecondsPerMebibyte: min(
                openSSL?.sha256SecondsPerMebibyte ?? .infinity, figures.sha256SecondsPerMebibyte),
            pbkdf2Seconds: min(openSSL?.pbkdf2Seconds ?? .infinity, figures.pbkdf2Seconds))
    }

    /// Prints the figures, then the ratios with their targets.
    func printReport() {
        for implementation in implementations {
            report(
                "SHA-256 on 1 MiB, \(implementation)",
                fixed(1 / sha256Seconds[implementation]!, digits: 0) + " MiB/s",
                target: implementation == .portable ? "≥ 220 MiB/s" : "")
        }
        if let openSSL {
            report(
                "SHA-256 on 1 MiB, OpenSSL (Python hashlib)",
                fixed(1 / openSSL.sha256SecondsPerMebibyte, digits: 0) + " MiB/s")
            for implementation in implementations {
                report(
                    "  \(implementation) / OpenSSL, throughput",
                    fixed(openSSL.sha256SecondsPerMebibyte / sha256Seconds[implementation]!, digits: 2) + "×",
                    target: Self.throughputTarget(implementation))
            }
        }
        for implementation in implementations {
            report(
                "PBKDF2, 600,000 iterations, \(implementation)",
                formatted(seconds: pbkdf2Seconds[implementation]!))
        }
        if let openSSL {
            report("PBKDF2, 600,000 iterations, OpenSSL", formatted(seconds: openSSL.pbkdf2Seconds))
            for implementation in implementations {
                report(
                    "  \(implementation) / OpenSSL, time",
                    fixed(pbkdf2Seconds[implementation]! / openSSL.pbkdf2Seconds, digits: 2) + "×",
                    target: Self.timeTarget(implementation))
            }
        } else {
            report("OpenSSL (Python hashlib)", "python3 not found: no reference")
        }
        if !SHA256Implementation.shaExtensions.isSupported {
            report("SHA extensions", "not on this CPU: portable only")
        }
    }

    /// SHA-256 throughput as a multiple of OpenSSL's.
    private static func throughputTarget(_ implementation: SHA256Implementation) -> String {
        switch implementation {
        case .shaExtensions: "≥ 1.0×"
        case .portable: ""
        }
    }

    /// PBKDF2 time as a multiple of OpenSSL's.
    private static func timeTarget(_ implementation: SHA256Implementation) -> String {
        switch implementation {
        case .shaExtensions: "≤ 0.5×"
        case .portable: "≤ 2.5×"
        }
    }
}
