import AuthEngine
import TestSupport
import Testing

@Suite struct ErrorSecrecyTests {
    /// Each damage keeps the secret's bytes in the file, so an error that quoted the file would show it.
    enum Damage: String, CaseIterable, Sendable {
        case cutInsideTheSecret
        case cutBeforeTheLastBrace
        case secretInANumberField
        case unknownSchemaVersion
        case secretAsSchemaVersion

        func apply(to bytes: [UInt8]) -> [UInt8] {
            let secret = SecretNote.sample.secret
            switch self {
            case .cutInsideTheSecret:
                return Array(bytes[..<(Self.offset(of: "hunter2-sec", in: bytes) + 11)])
            case .cutBeforeTheLastBrace:
                return Array(bytes.dropLast())
            case .secretInANumberField:
                return Self.replace(#""attempts":3"#, with: #""attempts":"\#(secret)""#, in: bytes)
            case .unknownSchemaVersion:
                return Self.replace(#""schemaVersion":1"#, with: #""schemaVersion":9"#, in: bytes)
            case .secretAsSchemaVersion:
                return Self.replace(#""schemaVersion":1"#, with: #""schemaVersion":"\#(secret)""#, in: bytes)
            }
        }

        private static func offset(of needle: String, in bytes: [UInt8]) -> Int {
            let pattern = Array(needle.utf8)
            return (0...(bytes.count - pattern.count)).first {
                Array(bytes[$0..<($0 + pattern.count)]) == pattern
            }!
        }

        private static func replace(_ old: String, with new: String, in bytes: [UInt8]) -> [UInt8] {
            let start = offset(of: old, in: bytes)
            return Array(bytes[..<start]) + Array(new.utf8) + Array(bytes[(start + old.utf8.count)...])
        }
    }

    @Test(arguments: Damage.allCases)
    func errorTextNeverContainsTheSecret(_ damage: Damage) throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            try store.write(SecretNote.sample, named: "note")
            let damaged = damage.apply(to: try FileInspection.contents(of: temporary + "/note"))
            try #require(String(decoding: damaged, as: UTF8.self).contains("hunter2"))
            try FileInspection.replaceContents(of: temporary + "/note", with: damaged)

            let readError = try #require(throws: StoreError.self) {
                try store.read(SecretNote.self, named: "note")
            }
            let updateError = try #require(throws: TransactionError<Never>.self) {
                try store.update(SecretNote.self, named: "note", default: .sample) { $0.attempts += 1 }
            }
            let texts = [
                "\(readError)", String(reflecting: readError), "\(updateError)",
                String(reflecting: updateError),
            ]
            for text in texts {
                #expect(!text.contains("hunter2"), "\(text)")
            }
            #expect("\(readError)".contains("name: \"note\""))
        }
    }
}
