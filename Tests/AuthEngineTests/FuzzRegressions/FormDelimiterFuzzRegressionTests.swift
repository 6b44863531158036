import Testing

@testable import AuthEngine

/// What the `form-fields` fuzz target (docs/FUZZING.md) found once it counted pieces between `&`
/// bytes: `FormFields(parsing:)` split a form or query at `&` and `=` a Character (grapheme
/// cluster) at a time, so an `&` or `=` followed by a combining mark was one Character and no
/// delimiter: the pair after it was read into the value before it, where every other reader of
/// forms sees two pairs. The delimiters are read as bytes now.
@Suite("Fuzz regressions: a form's & and = delimit, whatever follows them")
struct FormDelimiterFuzzRegressionTests {
    /// The input as found: the third piece starts with U+0308 right after its `&`.
    static let found: [UInt8] = [
        0xcc, 0x88, 0x6f, 0x72, 0x64, 0x73, 0x26, 0x73, 0x26, 0xcc, 0x88, 0x6f, 0x72, 0x65, 0x3d,
    ]

    static func pairs(_ fields: FormFields) -> [String] {
        fields.pairs.map { $0.name + "|" + $0.value }
    }

    @Test("the input the fuzzer found reads as three pairs")
    func found() throws {
        let fields = try FormFields(parsing: String(decoding: Self.found, as: UTF8.self))
        #expect(Self.pairs(fields) == ["\u{308}ords|", "s|", "\u{308}ore|"])
    }

    @Test(
        "a combining mark after & or = does not hide it",
        arguments: [
            ("client_id=x&\u{301}client_id=y", ["client_id|x", "\u{301}client_id|y"]),
            ("a=\u{301}b", ["a|\u{301}b"]),
            ("a&\u{301}", ["a|", "\u{301}|"]),
            ("a=1&&\u{301}=2", ["a|1", "\u{301}|2"]),
        ])
    func delimiters(text: String, expected: [String]) throws {
        #expect(Self.pairs(try FormFields(parsing: text)) == expected)
    }
}
