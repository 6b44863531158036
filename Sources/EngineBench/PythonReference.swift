#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Times Python's `hashlib.pbkdf2_hmac` (OpenSSL underneath) on the same inputs, when python3 exists.
enum PythonReference {
    /// Seconds for one PBKDF2-HMAC-SHA256 derivation, best of `runs`, or nil without python3.
    static func pbkdf2Seconds(iterations: Int, runs: Int) -> Double? {
        let script =
            "import hashlib,time\n"
            + "best=min((lambda t:(hashlib.pbkdf2_hmac('sha256',b'pencil-and-device-secret',b'salt-0123456789ab',"
            + "\(iterations),32),time.perf_counter()-t)[1])(time.perf_counter()) for _ in range(\(runs)))\n"
            + "print(best)\n"
        let command = "python3 -c \"\(script)\" 2>/dev/null"
        guard let pipe = popen(command, "r") else { return nil }
        var output = ""
        var buffer = [CChar](repeating: 0, count: 256)
        while fgets(&buffer, Int32(buffer.count), pipe) != nil {
            output += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        let status = pclose(pipe)
        guard status == 0 else { return nil }
        return Double(output.trimmingWhitespace())
    }
}

extension String {
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
