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

    /// A small alphabet keeps names safe in paths and in error messages alike.
    static func isValid(_ candidate: String) -> Bool {
        let bytes = Array(candidate.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumLength, bytes.first != UInt8(ascii: ".") else {
            return false
        }
        guard !candidate.contains("..") else { return false }
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
