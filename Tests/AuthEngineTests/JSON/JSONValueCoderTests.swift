import FoundationEssentials
import Testing

@testable import AuthEngine

/// The engine's own Codable coders, which read and write every stored document and wire body: the
/// shapes the engine's types use round-trip, the text is compact with sorted keys, what does not fit
/// a type is refused without quoting it, and they agree with FoundationEssentials' coders, which
/// wrote the documents of homes made before them.
@Suite("JSONValueDecoder and JSONValueEncoder: the engine's Codable coders")
struct JSONValueCoderTests {
    enum Colour: String, Codable, Equatable {
        case red
        case green
    }

    struct Inner: Codable, Equatable {
        var name: String
        var tags: [String]
    }

    struct Everything: Codable, Equatable {
        var text: String
        var flag: Bool
        var count: Int
        var time: Int64
        var small: Int8
        var unsigned: UInt32
        var ratio: Double
        var colour: Colour
        var missing: String?
        var present: Int?
        var nested: Inner
        var list: [Inner]
        var grid: [[Int]]
        var table: [String: Int]
        var audience: TokenAudience
    }

    static let everything = Everything(
        text: "päßwörd \"quoted\" back\\slash / slash\nline\u{1}", flag: true, count: .min, time: .max,
        small: -128, unsigned: .max, ratio: 0.25, colour: .green, missing: nil, present: 7,
        nested: Inner(name: "n", tags: []), list: [Inner(name: "a", tags: ["x", "y"])],
        grid: [[1, 2], [], [3]], table: ["b": 2, "a": 1], audience: TokenAudience(["one", "two"]))

    private func decode<Value: Decodable>(_ type: Value.Type, _ text: String) throws -> Value {
        try JSONValueDecoder.decode(type, from: Array(text.utf8), maximumByteCount: 1 << 20)
    }

    private func encode(_ value: some Encodable) throws -> String {
        String(decoding: try JSONValueEncoder.encode(value), as: UTF8.self)
    }

    @Test("every shape the engine's types use comes back as it went in")
    func roundTrip() throws {
        let text = try encode(Self.everything)

        #expect(try decode(Everything.self, text) == Self.everything)
        #expect(!text.contains("missing"), "an absent optional is left out, not written as null")
    }

    @Test("the text is compact, with every object's keys sorted")
    func compactAndSorted() throws {
        let value = ["zeta": Inner(name: "z", tags: ["1"]), "alpha": Inner(name: "a", tags: [])]

        #expect(try encode(value) == #"{"alpha":{"name":"a","tags":[]},"zeta":{"name":"z","tags":["1"]}}"#)
        #expect(try encode(TokenAudience("solo")) == #""solo""#)
    }

    @Test("what FoundationEssentials' encoder wrote reads the same, and the other way round")
    func agreesWithFoundation() throws {
        let foundationText = try JSONEncoder().encode(Self.everything)
        let ours = try JSONValueEncoder.encode(Self.everything)

        #expect(
            try JSONValueDecoder.decode(
                Everything.self, from: Array(foundationText), maximumByteCount: 1 << 20) == Self.everything)
        #expect(try JSONDecoder().decode(Everything.self, from: Data(ours)) == Self.everything)
    }

    @Test(
        "every document of a home made by the real flows reads alike through both decoders",
        arguments: CorruptibleDocument.allCases)
    func documentsAgreeWithFoundation(_ document: CorruptibleDocument) async throws {
        let fixture = try await CorruptionFixture.shared.fixture()
        let bytes = try #require(fixture.files[document.path(profileId: fixture.profileId)])

        switch document {
        case .serverState: try expectAgreement(ServerStateDocument.self, bytes)
        case .signingKeys: try expectAgreement(SigningKeys.self, bytes)
        case .deviceKeys: try expectAgreement(DeviceKeysDocument.self, bytes)
        case .deviceIdentity: try expectAgreement(DeviceIdentity.self, bytes)
        case .profiles: try expectAgreement(ProfilesDocument.self, bytes)
        case .biometricKey: try expectAgreement(AuthenticatorKeyDocument.self, bytes)
        }
    }

    /// Decodes `bytes` with each decoder and writes both results with ours: equal bytes mean equal
    /// documents, whether or not the type is `Equatable`.
    private func expectAgreement<Document: StoredDocument>(_ type: Document.Type, _ bytes: [UInt8]) throws {
        let ours = try JSONValueDecoder.decode(
            DocumentEnvelope<Document>.self, from: bytes, maximumByteCount: 1 << 20)
        let foundations = try JSONDecoder().decode(DocumentEnvelope<Document>.self, from: Data(bytes))
        let rewrittenByFoundation = Array(try JSONEncoder().encode(ours))

        #expect(try JSONValueEncoder.encode(ours) == JSONValueEncoder.encode(foundations))
        #expect(
            try JSONValueEncoder.encode(
                JSONValueDecoder.decode(
                    DocumentEnvelope<Document>.self, from: rewrittenByFoundation, maximumByteCount: 1 << 20))
                == JSONValueEncoder.encode(ours))
    }

    struct Refusal: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let text: String
    }

    static let refusals: [Refusal] = [
        Refusal(testDescription: "a string where a number belongs", text: #"{"count":"12","name":"n"}"#),
        Refusal(testDescription: "a fraction where an integer belongs", text: #"{"count":1.5,"name":"n"}"#),
        Refusal(testDescription: "an integer beyond the type", text: #"{"count":300,"name":"n"}"#),
        Refusal(testDescription: "a number beyond Int64", text: #"{"count":1e30,"name":"n"}"#),
        Refusal(testDescription: "a missing member", text: #"{"count":1}"#),
        Refusal(testDescription: "null for a value that is not optional", text: #"{"count":1,"name":null}"#),
        Refusal(testDescription: "an array where an object belongs", text: #"[1,"n"]"#),
        Refusal(testDescription: "a member named twice", text: #"{"count":1,"name":"n","name":"m"}"#),
        Refusal(testDescription: "text after the value", text: #"{"count":1,"name":"n"} x"#),
        Refusal(testDescription: "nothing at all", text: ""),
        Refusal(testDescription: "an unknown case", text: #"{"count":1,"name":"n","colour":"blue"}"#),
    ]

    struct Small: Codable, Equatable {
        var count: Int8
        var name: String
        var colour: Colour?
    }

    @Test("what does not fit the type is refused", arguments: refusals)
    func refuses(_ refusal: Refusal) {
        #expect(throws: (any Error).self) { try decode(Small.self, refusal.text) }
    }

    @Test("an error names the place, never the value")
    func errorsQuoteNoValue() {
        let secret = "correct-horse-battery-staple"
        do {
            _ = try decode(Small.self, #"{"count":"\#(secret)","name":"\#(secret)"}"#)
            Issue.record("a string was read as an Int8")
        } catch {
            #expect(!String(describing: error).contains(secret))
            #expect(String(describing: error).contains("count"))
        }
    }

    @Test("nesting deeper than the limit is refused")
    func depthLimit() throws {
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)

        #expect(throws: JSONParseError.tooDeep) { try decode([JSONArrayOfAnything].self, deep) }
        #expect(try decode([[Int]].self, "[[1],[2,3]]") == [[1], [2, 3]])
    }

    /// An array of arrays of anything, as deep as the text goes.
    struct JSONArrayOfAnything: Decodable {
        init(from decoder: any Decoder) throws {
            var elements = try decoder.unkeyedContainer()
            while !elements.isAtEnd { _ = try elements.decode(JSONArrayOfAnything.self) }
        }
    }

    /// Reads each element as a number or else as a string, the way a type with a fallback does.
    struct NumberOrText: Decodable, Equatable {
        var values: [String]

        init(values: [String]) {
            self.values = values
        }

        init(from decoder: any Decoder) throws {
            var elements = try decoder.unkeyedContainer()
            values = []
            while !elements.isAtEnd {
                if let number = try? elements.decode(Int.self) {
                    values.append("#\(number)")
                } else {
                    values.append(try elements.decode(String.self))
                }
            }
        }
    }

    @Test("a failed read of an array element leaves it to be read again as another type")
    func failedElementIsNotSkipped() throws {
        #expect(try decode(NumberOrText.self, #"[1,"two",3]"#) == NumberOrText(values: ["#1", "two", "#3"]))
    }

    struct Unencodable: Encodable {
        var value: any Encodable & Sendable

        func encode(to encoder: any Encoder) throws {
            try value.encode(to: encoder)
        }
    }

    @Test(
        "numbers JSON cannot carry exactly are refused when writing",
        arguments: [
            Unencodable(value: UInt64.max), Unencodable(value: Double.nan),
            Unencodable(value: Double.infinity),
        ])
    func refusesWhenWriting(_ value: Unencodable) {
        #expect(throws: EncodingError.self) { try JSONValueEncoder.encode(value) }
    }

    struct Nothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    struct Holder: Encodable {
        let inside = Nothing()
    }

    @Test("a value that writes nothing is an empty object inside another, and refused on its own")
    func emptyValue() throws {
        #expect(try encode(Holder()) == #"{"inside":{}}"#)
        #expect(String(decoding: try JSONEncoder().encode(Holder()), as: UTF8.self) == #"{"inside":{}}"#)
        #expect(throws: EncodingError.self) { try JSONValueEncoder.encode(Nothing()) }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(Nothing()) }
    }
}
