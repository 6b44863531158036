import Testing

@testable import AuthEngine

@Suite("JSONValue: strict parsing and writing")
struct JSONValueTests {
    private func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try JSONValue.parse(Array(text.utf8))
    }

    @Test("scalars, arrays and objects with whitespace")
    func structure() throws {
        #expect(
            try parse(" \r\n\t{ \"a\" : [ 1 , -2.5 , true , false , null , \"x\" , { } , [ ] ] } ")
                == .object([
                    "a": .array([
                        .integer(1), .number(-2.5), .bool(true), .bool(false), .null, .string("x"),
                        .object([:]), .array([]),
                    ])
                ]))
        #expect(try parse("\"top-level string\"") == .string("top-level string"))
        #expect(try parse("0") == .integer(0))
    }

    @Test("escapes, including surrogate pairs, decode to the right scalars")
    func escapes() throws {
        let text = #""\"\\\/\b\f\n\r\t\u0041\u00e9\u20AC\ud83d\ude00\u0000 é😀""#
        #expect(try parse(text) == .string("\"\\/\u{8}\u{c}\n\r\tAé€😀\u{0} é😀"))
    }

    @Test(
        "bad strings are refused",
        arguments: [
            #""\ud800""#, #""\udc00""#, #""\ud800\u0041""#, #""\ud800x""#, #""\u12""#, #""\u12G4""#, #""\x""#,
            "\"tab\there\"", "\"unterminated", #""\"#,
        ])
    func badStrings(text: String) {
        #expect(throws: JSONParseError.self) { try parse(text) }
    }

    @Test(
        "invalid UTF-8 is refused, in plain and in escaped strings",
        arguments: [[0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xe2, 0x82]])
    func invalidUTF8(bytes: [UInt8]) {
        let quote = UInt8(ascii: "\"")
        #expect(throws: JSONParseError.self) { try JSONValue.parse([quote] + bytes + [quote]) }
        #expect(throws: JSONParseError.self) { try JSONValue.parse([quote, 0x5c, 0x6e] + bytes + [quote]) }
    }

    @Test(
        "numbers follow the grammar; integers stay exact",
        arguments: [
            ("-0", JSONValue.integer(0)), ("1300819380", .integer(1_300_819_380)),
            ("9223372036854775807", .integer(.max)), ("-9223372036854775808", .integer(.min)),
            ("9223372036854775808", .number(9_223_372_036_854_775_808)), ("1e3", .number(1000)),
            ("1.5E-2", .number(0.015)), ("-0.0", .number(-0.0)),
        ])
    func numbers(text: String, expected: JSONValue) throws {
        #expect(try parse(text) == expected)
    }

    @Test(
        "bad numbers are refused",
        arguments: ["01", "1.", ".5", "-", "1e", "1e+", "+1", "1e400", "-1e999", "0x10", "- 1"])
    func badNumbers(text: String) {
        #expect(throws: JSONParseError.self) { try parse(text) }
    }

    @Test(
        "bad structure is refused",
        arguments: [
            "", " ", "{", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "{a:1}", "[1 2]", "tru", "nul", "True", "{} x",
            "[]]",
            "'a'", "\u{feff}{}",
        ])
    func badStructure(text: String) {
        #expect(throws: JSONParseError.self) { try parse(text) }
    }

    @Test("duplicate keys and trailing data have their own errors")
    func specificErrors() {
        #expect(throws: JSONParseError.duplicateKey(offset: 8)) { try parse(#"{"a":1, "a":2}"#) }
        #expect(throws: JSONParseError.trailingData(offset: 3)) { try parse("{} {}") }
        #expect(throws: JSONParseError.unexpectedEnd) { try parse("[") }
    }

    @Test("depth and size limits")
    func limits() throws {
        let deep = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        _ = try parse(deep)
        #expect(throws: JSONParseError.tooDeep) { try parse("[" + deep + "]") }
        #expect(throws: JSONParseError.tooDeep) {
            try JSONValue.parse(Array(#"{"a":{"b":1}}"#.utf8), maximumDepth: 1)
        }
        #expect(throws: JSONParseError.tooLarge) {
            try JSONValue.parse(Array("[]   ".utf8), maximumByteCount: 4)
        }
        let hostile = String(repeating: "[", count: 100_000)
        #expect(throws: JSONParseError.tooDeep) { try parse(hostile) }
    }

    @Test("the writer escapes what must be escaped and round-trips")
    func writer() throws {
        let value = JSONValue.object([
            "b": .string("quote \" backslash \\ newline \n bell \u{7} nul \u{0} é 😀"),
            "a": .array([
                .integer(.min), .integer(.max), .number(0.1), .number(.infinity), .null, .bool(false),
            ]),
        ])
        let text = String(decoding: value.serialized(), as: UTF8.self)
        #expect(
            text
                == #"{"a":[-9223372036854775808,9223372036854775807,0.1,null,null,false],"#
                + #""b":"quote \" backslash \\ newline \n bell \u0007 nul \u0000 é 😀"}"#)
        var expected = value
        if case .object(var members) = expected {
            members["a"] = .array([.integer(.min), .integer(.max), .number(0.1), .null, .null, .bool(false)])
            expected = .object(members)
        }
        #expect(try JSONValue.parse(value.serialized()) == expected)
    }

    @Test("random bytes and mutations of valid JSON never crash, and what parses re-serializes identically")
    func fuzz() throws {
        var random = SplitMix64(seed: 0x15_0f_f5)
        let seed = Array(
            #"{"iss":"joe","exp":1300819380,"aud":["a"],"x":{"y":[1,-2e3,true,null,"\u00e9\ud83d\ude00"]}}"#
                .utf8)
        let interesting =
            Array(#"{}[]",:\u0123456789-+.eE truefalsnl"#.utf8) + [0x00, 0x1f, 0x80, 0xc3, 0xa9, 0xff]
        var parsed = 0
        for round in 0..<6000 {
            var bytes: [UInt8]
            if round.isMultiple(of: 3) {
                bytes = (0..<Int.random(in: 0..<64, using: &random)).map { _ in
                    interesting.randomElement(using: &random)!
                }
            } else {
                bytes = seed
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let index = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes[index] = interesting.randomElement(using: &random)!
                    case 1: bytes.remove(at: index)
                    default: bytes.insert(interesting.randomElement(using: &random)!, at: index)
                    }
                    if bytes.isEmpty { break }
                }
            }
            guard let value = try? JSONValue.parse(bytes) else { continue }
            parsed += 1
            let written = value.serialized()
            #expect(try JSONValue.parse(written) == value)
            #expect(try JSONValue.parse(written).serialized() == written)
        }
        #expect(parsed > 100)
    }
}
