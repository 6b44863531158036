import Testing

@testable import AuthEngine

/// Key generation (one 2048-bit key: debug builds are slow) and the arithmetic under it.
@Suite("RSA key generation and arithmetic")
struct RSAKeyGenerationTests {
    @Test("A generated key is 2048 bits with e = 65537, follows FIPS 186-5's rules and signs")
    func generatedKey() throws {
        let key = RSA.PrivateKey.generate()
        let components = key.components
        #expect(components.modulus.count == 256 && components.modulus[0] & 0x80 != 0)
        #expect(components.publicExponent == [0x01, 0x00, 0x01])
        for prime in [components.prime1, components.prime2] {
            #expect(prime.count == 128 && prime[0] & 0xc0 == 0xc0)
            #expect(PrimeGeneration.isProbablePrime(Limbs.fromBigEndian(prime), rounds: 2))
        }
        let p = Limbs.fromBigEndian(components.prime1)
        let q = Limbs.fromBigEndian(components.prime2)
        let (larger, smaller) = Limbs.compare(p, q) > 0 ? (p, q) : (q, p)
        #expect(Limbs.bitLength(Limbs.subtract(larger, smaller).difference) > 924)
        #expect(Limbs.bitLength(Limbs.fromBigEndian(components.privateExponent)) > 1024)
        #expect(try RSA.PrivateKey(components: components).publicKey == key.publicKey)
        let message = utf8("header.payload")
        let signature = key.rs256Signature(for: message)
        #expect(signature.count == 256)
        #expect(key.publicKey.isValidRS256Signature(signature, for: message))
        let rfcKey = try RSA.PrivateKey(components: RSATests.rfc7515Components())
        #expect(!rfcKey.publicKey.isValidRS256Signature(signature, for: message))
        #expect(!key.publicKey.isValidRS256Signature(rfcKey.rs256Signature(for: message), for: message))
    }

    @Test("Miller–Rabin keeps primes and rejects composites, Carmichael numbers included")
    func millerRabin() {
        let rfc = RSATests.rfc7515Components()
        let p = Limbs.fromBigEndian(rfc.prime1)
        let q = Limbs.fromBigEndian(rfc.prime2)
        #expect(PrimeGeneration.isProbablePrime(p, rounds: 5))
        #expect(PrimeGeneration.isProbablePrime(q, rounds: 5))
        #expect(!PrimeGeneration.isProbablePrime(Limbs.trimmed(Limbs.multiply(p, q)), rounds: 5))
        for prime: UInt64 in [5, 7, 65_537, 2_147_483_647, 18_446_744_073_709_551_557] {
            #expect(PrimeGeneration.isProbablePrime([prime], rounds: 5))
        }
        for composite: UInt64 in [9, 561, 41_041, 825_265, 321_197_185, 4_294_967_297] {
            #expect(!PrimeGeneration.isProbablePrime([composite], rounds: 5))
        }
        #expect(PrimeGeneration.hasSmallFactor(Limbs.multiply(p, [1_999])))
        #expect(!PrimeGeneration.hasSmallFactor(p))
    }

    @Test("Montgomery products, powers and reductions agree with schoolbook arithmetic")
    func montgomeryAgreesWithSchoolbook() {
        let rfc = RSATests.rfc7515Components()
        let modulus = Limbs.fromBigEndian(rfc.prime1)
        let montgomery = MontgomeryModulus(modulus)
        let left = Limbs.remainder(Limbs.fromBigEndian(rfc.privateExponent), modulus)
        let right = Limbs.remainder(Limbs.fromBigEndian(rfc.modulus), modulus)
        let product = montgomery.leavingMontgomeryForm(
            montgomery.multiply(montgomery.montgomeryForm(of: left), montgomery.montgomeryForm(of: right)))
        #expect(product == Limbs.remainder(Limbs.multiply(left, right), modulus))
        let cube = montgomery.leavingMontgomeryForm(
            montgomery.power(montgomery.montgomeryForm(of: left), secretExponent: [3, 0]))
        #expect(cube == Limbs.remainder(Limbs.multiply(Limbs.multiply(left, left), left), modulus))
        let publicCube = montgomery.leavingMontgomeryForm(
            montgomery.power(montgomery.montgomeryForm(of: left), publicExponent: [3]))
        #expect(publicCube == cube)
        let (quotient, remainder) = Limbs.divide(Limbs.fromBigEndian(rfc.modulus), modulus)
        #expect(Limbs.trimmed(quotient) == Limbs.fromBigEndian(rfc.prime2))
        #expect(Limbs.trimmed(remainder) == [0])
        #expect(PrimeGeneration.greatestCommonDivisor([12, 0], [18, 0]) == [6, 0])
        #expect(PrimeGeneration.inverse(3, modulo: 65_537).map { $0 * 3 % 65_537 } == 1)
    }
}
