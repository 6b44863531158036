import AuthEngine
import Testing

/// Every vector runs through each SHA-256 implementation this machine supports: the accelerated
/// key derivation is a separate loop, so it needs the vectors as much as the compression does.
@Suite("PBKDF2-HMAC-SHA256 against RFC 7914 §11 and RFC 6070 inputs")
struct PBKDF2Tests {
    @Test("RFC 7914 §11, one iteration, two output blocks", arguments: SHA256Implementation.supported)
    func rfc7914OneIteration(implementation: SHA256Implementation) throws {
        let key = try PBKDF2.deriveKey(
            password: utf8("passwd"), salt: utf8("salt"), iterations: 1, keyByteCount: 64,
            implementation: implementation)
        #expect(
            key.hex
                == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
                + "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783")
    }

    // Slow in a debug build (about a second on the portable path), but it is the one published
    // multi-block vector with a real iteration count, so CI runs it.
    @Test(
        "RFC 7914 §11, 80,000 iterations, two output blocks", .tags(.slow),
        arguments: SHA256Implementation.supported)
    func rfc7914EightyThousandIterations(implementation: SHA256Implementation) throws {
        let key = try PBKDF2.deriveKey(
            password: utf8("Password"), salt: utf8("NaCl"), iterations: 80_000, keyByteCount: 64,
            implementation: implementation)
        #expect(
            key.hex
                == "4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56"
                + "a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d")
    }

    static let rfc6070Vectors:
        [(password: String, salt: String, iterations: Int, length: Int, expected: String)] = [
            ("password", "salt", 1, 32, "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b"),
            ("password", "salt", 2, 32, "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43"),
            (
                "password", "salt", 4096, 32,
                "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a"
            ),
            (
                "passwordPASSWORDpassword", "saltSALTsaltSALTsaltSALTsaltSALTsalt", 4096, 40,
                "348c89dbcbd32b2f32d814b8116e84cf2b17347ebc1800181c4e2a1fb8dd53e1c635518c7dac47e9"
            ),
            ("pass\0word", "sa\0lt", 4096, 16, "89b69d0516f829893c696226650a8687"),
        ]

    @Test("RFC 6070 inputs with SHA-256", arguments: SHA256Implementation.supported, rfc6070Vectors)
    func rfc6070Inputs(
        implementation: SHA256Implementation,
        vector: (password: String, salt: String, iterations: Int, length: Int, expected: String)
    ) throws {
        let key = try PBKDF2.deriveKey(
            password: utf8(vector.password), salt: utf8(vector.salt), iterations: vector.iterations,
            keyByteCount: vector.length, implementation: implementation)
        #expect(key.hex == vector.expected)
    }

    @Test("the process's implementation derives the published key")
    func defaultImplementation() throws {
        let key = try PBKDF2.deriveKey(
            password: utf8("password"), salt: utf8("salt"), iterations: 2, keyByteCount: 32)
        #expect(key.hex == "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43")
    }

    @Test("invalid parameters are typed errors", arguments: SHA256Implementation.supported)
    func invalidParameters(implementation: SHA256Implementation) {
        #expect(throws: PBKDF2.ParameterError.iterationCountTooLow) {
            try PBKDF2.deriveKey(
                password: utf8("p"), salt: utf8("s"), iterations: 0, keyByteCount: 32,
                implementation: implementation)
        }
        #expect(throws: PBKDF2.ParameterError.invalidKeyLength) {
            try PBKDF2.deriveKey(
                password: utf8("p"), salt: utf8("s"), iterations: 1, keyByteCount: 0,
                implementation: implementation)
        }
    }
}

extension Tag {
    /// Tests that take seconds in a debug build; CI still runs them.
    @Tag static var slow: Self
}
