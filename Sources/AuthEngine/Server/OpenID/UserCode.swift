/// A user code (RFC 8628 §6.1): eight letters from an alphabet without vowels, so no word is
/// spelled, and without letters easily taken for digits; shown as two groups of four.
struct UserCode: Sendable, Equatable {
    /// The letters RFC 8628 §6.1 suggests.
    static let alphabet = Array("BCDFGHJKLMNPQRSTVWXZ")
    /// How many letters a code has: 20⁸ codes, about 34 bits.
    static let length = 8

    /// The letters, upper case, without the dash.
    let letters: String

    /// A code drawn from the system's secure generator.
    static func random() -> UserCode {
        var letters = ""
        // 240 is the largest multiple of 20 not above 256: a byte from 240 up is drawn again, so
        // every letter is equally likely.
        while letters.count < length {
            for byte in SecureRandom.bytes(count: length) where byte < 240 && letters.count < length {
                letters.append(alphabet[Int(byte) % alphabet.count])
            }
        }
        return UserCode(checkedLetters: letters)
    }

    /// The code a person typed: any case, with or without the dash or spaces; nil when it is not
    /// eight letters of the alphabet.
    init?(typed text: String) {
        guard text.utf8.count <= 32 else { return nil }
        let letters = String(text.uppercased().filter { $0 != "-" && $0 != " " })
        guard letters.count == Self.length, letters.allSatisfy(Self.alphabet.contains) else { return nil }
        self.letters = letters
    }

    private init(checkedLetters: String) {
        letters = checkedLetters
    }

    /// How it is shown: `BCDF-GHJK`.
    var display: String { String(letters.prefix(4)) + "-" + String(letters.dropFirst(4)) }

    /// What the store keeps and looks it up by.
    var hash: String { Identifier.hash(of: letters) }
}
