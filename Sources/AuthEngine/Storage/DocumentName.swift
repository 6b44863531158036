/// A validated document name, and the names of the private files that belong to it.
struct DocumentName: Sendable, Equatable {
    /// Long enough for any real document, short enough that the lock and temporary names fit NAME_MAX.
    static let maximumLength = 128

    let rawValue: String

    init(_ rawValue: String) throws(StoreError) {
        guard Self.isValid(rawValue) else { throw .invalidDocumentName(rawValue) }
        self.rawValue = rawValue
    }

    /// Private files start with a dot, which document names may not, so the two can never collide.
    var lockFileName: String { ".\(rawValue).lock" }

    func temporaryFileName(unique: UInt64) -> String {
        ".\(rawValue).tmp-\(String(unique, radix: 16))"
    }

    /// Whether `fileName` has the shape `temporaryFileName(unique:)` gives, for some valid document
    /// name: only those files are swept when a store opens, never a document, a lock or anything else.
    static func isTemporaryFileName(_ fileName: String) -> Bool {
        let bytes = Array(fileName.utf8)
        let marker = Array(".tmp-".utf8)
        guard bytes.first == UInt8(ascii: "."), bytes.count > marker.count + 2 else { return false }
        // The unique part is hexadecimal, so the separator is the last occurrence of the marker.
        let separator = (1...(bytes.count - marker.count)).last { start in
            bytes[start..<start + marker.count].elementsEqual(marker)
        }
        guard let separator else { return false }
        let unique = bytes[(separator + marker.count)...]
        let isHexadecimal = unique.allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
        }
        guard !unique.isEmpty, unique.count <= 16, isHexadecimal else { return false }
        return isValid(String(decoding: bytes[1..<separator], as: UTF8.self))
    }

    /// A small alphabet keeps names safe in paths and in error messages alike.
    static func isValid(_ candidate: String) -> Bool {
        let bytes = Array(candidate.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumLength, bytes.first != UInt8(ascii: ".") else {
            return false
        }
        // Looked for in the bytes at hand: `String.contains` runs _StringProcessing's general
        // search, whose first use cost about 0.15 ms of every start (each store read checks a name).
        let dot = UInt8(ascii: ".")
        for index in bytes.indices.dropFirst() where bytes[index] == dot && bytes[index - 1] == dot {
            return false
        }
        return bytes.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                UInt8(ascii: "."):
                return true
            default:
                return false
            }
        }
    }
}
