/// Reads the `letter=value` attributes of a SCRAM message in the one order the grammar allows.
///
/// It works on UTF-8 bytes rather than `Character`s: a `,` followed by a combining mark is one
/// `Character`, and splitting on characters would let such input hide a separator.
struct SCRAMAttributeReader {
    private static let comma = UInt8(ascii: ",")
    private static let equals = UInt8(ascii: "=")
    private static let extensionName = UInt8(ascii: "m")

    private let attributes: [(name: UInt8, value: ArraySlice<UInt8>)]
    private var position = 0

    init(_ bytes: ArraySlice<UInt8>) throws(SCRAMError) {
        var attributes: [(name: UInt8, value: ArraySlice<UInt8>)] = []
        // An empty message has no attributes, so it reports the first one it lacks.
        let parts = bytes.isEmpty ? [] : bytes.split(separator: Self.comma, omittingEmptySubsequences: false)
        for part in parts {
            guard part.count >= 2, Self.isASCIILetter(part[part.startIndex]),
                part[part.startIndex + 1] == Self.equals
            else { throw .malformedAttribute }
            attributes.append((part[part.startIndex], part[(part.startIndex + 2)...]))
        }
        self.attributes = attributes
    }

    /// The name of the next attribute, if any, without consuming it.
    var nextName: UInt8? {
        position < attributes.count ? attributes[position].name : nil
    }

    /// Consumes the next attribute, which must be `name`, and returns its value.
    mutating func take(_ name: Character) throws(SCRAMError) -> ArraySlice<UInt8> {
        // Callers pass attribute-name literals (`"r"`, `"s"`, …), all ASCII; input only fills values.
        let expected = name.asciiValue!
        guard position < attributes.count else { throw .missingAttribute(name) }
        let found = attributes[position].name
        guard found == expected else {
            try refuse(found)
            // An attribute we have not consumed yet: either `name` comes later (wrong order) or not at all.
            let appearsLater = attributes[position...].contains { $0.name == expected }
            throw appearsLater ? .unexpectedAttribute(Self.character(found)) : .missingAttribute(name)
        }
        position += 1
        return attributes[position - 1].value
    }

    /// Consumes the next attribute, which must be `name`, and decodes it as canonical base64.
    ///
    /// Returns nil when the value is not base64; canonical decoding means each byte string has one
    /// spelling, so a parsed message formats back to exactly the bytes received.
    mutating func takeBase64(_ name: Character) throws(SCRAMError) -> [UInt8]? {
        Base64.decode(String(decoding: try take(name), as: UTF8.self))
    }

    /// Refuses anything after the attributes the grammar requires.
    func finish() throws(SCRAMError) {
        guard position < attributes.count else { return }
        let found = attributes[position].name
        try refuse(found)
        throw .unexpectedAttribute(Self.character(found))
    }

    /// Throws the more specific errors for an attribute out of place: an extension or a repeat.
    private func refuse(_ found: UInt8) throws(SCRAMError) {
        if found == Self.extensionName { throw .extensionsNotSupported }
        if attributes[..<position].contains(where: { $0.name == found }) {
            throw .duplicateAttribute(Self.character(found))
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func character(_ byte: UInt8) -> Character {
        Character(Unicode.Scalar(byte))
    }
}
