import AuthEngine
import TestSupport
import Testing

@Suite struct CorruptionTests {
    @Test func reportsEveryTruncationAsCorrupt() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            try store.write(SecretNote.sample, named: "note")
            let whole = try FileInspection.contents(of: temporary + "/note")
            try #require(whole.count > 50)

            for length in 0..<whole.count {
                try FileInspection.replaceContents(of: temporary + "/note", with: Array(whole[..<length]))
                #expect(throws: StoreError.corrupt(name: "note"), "truncated to \(length) bytes") {
                    try store.read(SecretNote.self, named: "note")
                }
            }

            try FileInspection.replaceContents(of: temporary + "/note", with: whole)
            #expect(try store.read(SecretNote.self, named: "note") == SecretNote.sample)
        }
    }

    @Test func reportsRandomGarbageAsCorrupt() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            var generator = SplitMix64(seed: 0x5eed)
            for round in 0..<200 {
                let length = Int.random(in: 1...512, using: &generator)
                let garbage = (0..<length).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
                try FileInspection.replaceContents(of: temporary + "/note", with: garbage)
                #expect(throws: StoreError.corrupt(name: "note"), "round \(round)") {
                    try store.read(SecretNote.self, named: "note")
                }
            }
        }
    }

    @Test(arguments: [
        "null", "[]", "{}", #"{"schemaVersion":1}"#, #"{"document":{}}"#,
        #"{"schemaVersion":"1","document":{}}"#, #"{"schemaVersion":1,"document":{"title":"x"}}"#,
        #"{"schemaVersion":1,"document":{"title":1,"secret":"s","attempts":0,"tags":[]}}"#,
    ])
    func reportsWellFormedJSONOfTheWrongShapeAsCorrupt(_ text: String) throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            try FileInspection.replaceContents(of: temporary + "/note", with: Array(text.utf8))
            #expect(throws: StoreError.corrupt(name: "note")) {
                try store.read(SecretNote.self, named: "note")
            }
        }
    }

    @Test func rejectsAnotherSchemaVersion() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            let sample = SecretNote.sample
            try store.write(
                SecretNoteVersion2(title: sample.title, secret: sample.secret, attempts: 1, tags: []),
                named: "note")

            #expect(throws: StoreError.unsupportedSchemaVersion(name: "note", found: 2, expected: 1)) {
                try store.read(SecretNote.self, named: "note")
            }
        }
    }
}
