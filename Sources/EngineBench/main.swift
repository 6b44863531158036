import AuthEngine

// engine-bench: the engine's speed targets, measured in one run so ratios are comparable.
// Run with `swift run -c release engine-bench`; a debug build is 20–30× slower.

print("engine-bench \(AuthEngineInfo.version) — best of 5 runs each\n")

let mebibyte = [UInt8](repeating: 0x61, count: 1 << 20)
let sha = Measurement.best("SHA-256", operations: 20) { _ = SHA256.hash(mebibyte) }
report("SHA-256 on 1 MiB", fixed(1 / sha.secondsPerOperation, digits: 0) + " MiB/s", target: "≥ 220 MiB/s")

let password = Array("pencil-and-device-secret".utf8)
let salt = Array("salt-0123456789ab".utf8)
let pbkdf2Short = try Measurement.best("PBKDF2 4096", operations: 20) {
    _ = try PBKDF2.deriveKey(password: password, salt: salt, iterations: 4096, keyByteCount: 32)
}
report("PBKDF2-HMAC-SHA256, 4,096 iterations", formatted(seconds: pbkdf2Short.secondsPerOperation))
let pbkdf2Long = try Measurement.best("PBKDF2 600000", runs: 3, operations: 1) {
    _ = try PBKDF2.deriveKey(password: password, salt: salt, iterations: 600_000, keyByteCount: 32)
}
report("PBKDF2-HMAC-SHA256, 600,000 iterations", formatted(seconds: pbkdf2Long.secondsPerOperation))
if let openSSL = PythonReference.pbkdf2Seconds(iterations: 600_000, runs: 3) {
    report("  Python hashlib (OpenSSL), same inputs", formatted(seconds: openSSL))
    report(
        "  ours / OpenSSL", fixed(pbkdf2Long.secondsPerOperation / openSSL, digits: 2) + "×", target: "≤ 2.5×"
    )
} else {
    report("  Python hashlib (OpenSSL)", "python3 not found: no reference")
}
