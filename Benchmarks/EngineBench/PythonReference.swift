#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Times OpenSSL, through Python's `hashlib`, on the same inputs as ours, when python3 exists.
enum PythonReference {
    /// OpenSSL's figures from one Python process: each the best of its runs.
    struct Figures {
        /// Seconds for one SHA-256 of `mebibyte` bytes of `a`.
        let sha256SecondsPerMebibyte: Double
        /// Seconds for one PBKDF2-HMAC-SHA256 derivation of a 32-byte key.
        let pbkdf2Seconds: Double
    }

    /// SHA-256 of 1 MiB of `a` (best of `sha256Runs`) and PBKDF2 of `password` and `salt` with
    /// `iterations` (best of `pbkdf2Runs`), or nil without python3.
    static func measure(
        password: String, salt: String, iterations: Int, sha256Runs: Int, pbkdf2Runs: Int
    ) -> Figures? {
        // The script goes inside double quotes for sh: no double quotes, dollars or backslashes.
        let script = """
            import hashlib,time
            def best(body,runs):
              fastest=1e9
              for _ in range(runs):
                start=time.perf_counter(); body(); fastest=min(fastest,time.perf_counter()-start)
              return fastest
            data=b'a'*1048576
            print(best(lambda:hashlib.sha256(data).digest(),\(sha256Runs)))
            print(best(lambda:hashlib.pbkdf2_hmac('sha256',b'\(password)',b'\(salt)',\(iterations),32),\(pbkdf2Runs)))
            """
        let lines = run("python3 -c \"\(script)\" 2>/dev/null").split(separator: "\n")
        guard lines.count == 2, let sha256 = Double(lines[0]), let pbkdf2 = Double(lines[1]) else {
            return nil
        }
        return Figures(sha256SecondsPerMebibyte: sha256, pbkdf2Seconds: pbkdf2)
    }

    /// What `command` prints on standard output, or nothing when it fails.
    static func run(_ command: String) -> String {
        guard let pipe = popen(command, "r") else { return "" }
        var output = ""
        var buffer = [CChar](repeating: 0, count: 256)
        while fgets(&buffer, Int32(buffer.count), pipe) != nil {
            output += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        return pclose(pipe) == 0 ? output : ""
    }
}
