import TestSupport
import Testing

@testable import AuthEngine

/// A table with more than one named index: registrations by account and by device, kept in step
/// through changes, undo, the journal, snapshots, pruning and old entries that carry one value.
@Suite("A store table's named indexes")
struct NamedIndexTests {
    static func registration(_ profile: String, account: String, device: String) -> ProfileRegistration {
        ProfileRegistration(
            profileId: profile, accountId: account, deviceId: device, deviceName: "Phone", registeredAt: 0,
            verifiers: [], failedAttempts: 0, activeContextIndex: 0, mobileAuthEnrolled: false,
            pushEnrolled: false)
    }

    static func profiles(
        _ table: StoreTable<ProfileRegistration>, _ value: String, in index: String
    ) throws -> [String] {
        try table.records(indexedBy: value, in: index).map(\.profileId)
    }

    /// A table of three registrations: two on one device for two accounts, one elsewhere.
    static func filledTable() -> StoreTable<ProfileRegistration> {
        var table = StoreTable<ProfileRegistration>()
        table.put(registration("p1", account: "alice", device: "phone"))
        table.put(registration("p2", account: "bob", device: "phone"))
        table.put(registration("p3", account: "alice", device: "tablet"))
        return table
    }

    static func expectLookups(_ table: StoreTable<ProfileRegistration>) throws {
        #expect(try profiles(table, "alice", in: ProfileRegistration.accountIndex) == ["p1", "p3"])
        #expect(try profiles(table, "bob", in: ProfileRegistration.accountIndex) == ["p2"])
        #expect(try profiles(table, "phone", in: ProfileRegistration.deviceIndex) == ["p1", "p2"])
        #expect(try profiles(table, "tablet", in: ProfileRegistration.deviceIndex) == ["p3"])
    }

    @Test("a record is found by each of its table's indexes, and a change moves it in each")
    func lookupsByEachIndex() throws {
        var table = Self.filledTable()
        try Self.expectLookups(table)
        #expect(table.keys(indexedBy: "phone", in: "no such index").isEmpty)

        _ = try table.update("p2") { (record: inout ProfileRegistration) throws(ServerFailure) in
            record.deviceId = "tablet"
        }
        #expect(try Self.profiles(table, "phone", in: ProfileRegistration.deviceIndex) == ["p1"])
        #expect(try Self.profiles(table, "tablet", in: ProfileRegistration.deviceIndex) == ["p2", "p3"])
        #expect(try Self.profiles(table, "bob", in: ProfileRegistration.accountIndex) == ["p2"])
        table.abortOpenChanges()
        #expect(table.keys(indexedBy: "tablet", in: ProfileRegistration.deviceIndex).isEmpty, "undone whole")
    }

    @Test("the snapshot's entries load back into the same lookups, by every index")
    func snapshotRoundTrip() throws {
        var table = Self.filledTable()
        try table.encodeOpenChanges()
        var writer = ByteWriter()
        table.commitOpenChanges(sequence: 1, into: &writer)
        var snapshot = ByteWriter()
        table.writeSnapshotEntries(into: &snapshot)

        for bytes in [writer.bytes, snapshot.bytes] {
            var reader = ByteReader(bytes)
            var loaded = StoreTable<ProfileRegistration>()
            let whole = try StoreEntry.readAll(&reader) { entry throws(StoreError) in
                #expect(entry.indexValues.count == 2)
                loaded.load(entry, from: .snapshot)
            }
            #expect(whole)
            try Self.expectLookups(loaded)
        }
    }

    @Test("an entry written with the first index's value only still files the record under every index")
    func oldEntriesOpen() throws {
        let record = Self.registration("p1", account: "alice", device: "phone")
        let old = StoreEntry.put(
            table: ProfileRegistration.tableNumber, key: "p1", order: 0, indexValues: ["alice"],
            expiresAt: nil,
            record: WireCoding.encode(record)[...])
        var writer = ByteWriter()
        old.write(to: &writer)

        var table = StoreTable<ProfileRegistration>()
        var reader = ByteReader(writer.bytes)
        _ = try StoreEntry.readAll(&reader) { entry throws(StoreError) in
            #expect(entry.indexValues == ["alice"])
            table.load(entry, from: .journal)
        }
        #expect(try Self.profiles(table, "alice", in: ProfileRegistration.accountIndex) == ["p1"])
        #expect(try Self.profiles(table, "phone", in: ProfileRegistration.deviceIndex) == ["p1"])
    }

    @Test("an absent value in the middle is written empty and read as absent; trailing ones are left off")
    func absentValues() throws {
        for values: [String?] in [[nil, "b"], ["a", nil], [nil, nil]] {
            var writer = ByteWriter()
            StoreEntry.put(table: 1, key: "k", order: 0, indexValues: values, expiresAt: nil, record: [])
                .write(to: &writer)
            var reader = ByteReader(writer.bytes)
            var read: [StoreEntry] = []
            _ = try StoreEntry.readAll(&reader) { entry throws(StoreError) in read.append(entry) }
            let expected = Array(values.prefix((values.lastIndex { $0 != nil } ?? -1) + 1))
            #expect(read.map(\.indexValues) == [expected])
        }
    }

    @Test("a database replays registrations from the journal, and a device finds its own after a prune")
    func replayAndPruning() throws {
        try withTemporaryDirectory { directory in
            let home = directory + "/server"
            let database = try ServerStoreTests.database(home)
            try database.transaction { state throws(ServerFailure) in
                for record in [
                    Self.registration("p1", account: "alice", device: "phone"),
                    Self.registration("p2", account: "bob", device: "phone"),
                    Self.registration("p3", account: "alice", device: "tablet"),
                ] { state.registrations.put(record) }
                state.sessions.put(
                    SessionRecord(
                        id: "s1", profileId: "p1", accountId: "alice", contextIndex: 0, createdAt: 0,
                        expiresAt: 0,
                        revoked: false))
            }
            let reopened = try ServerStoreTests.database(home)
            try Self.expectLookups(try reopened.read { $0.registrations })

            try reopened.transaction { state throws(ServerFailure) in
                state.pruneExpired(now: Int64.max)
                state.registrations.remove("p2")
            }
            let pruned = try ServerStoreTests.database(home)
            let state = try pruned.read { $0 }
            #expect(state.sessions.keys(indexedBy: "p1", in: SessionRecord.profileIndex).isEmpty)
            #expect(
                try Self.profiles(state.registrations, "phone", in: ProfileRegistration.deviceIndex) == ["p1"]
            )
        }
    }

    @Test("a journal cut at every byte of a record with two index values opens to the state before it")
    func truncatedAtEveryByte() throws {
        try withTemporaryDirectory { directory in
            let home = directory + "/server"
            let database = try ServerStoreTests.database(home)
            try database.transaction { state throws(ServerFailure) in
                state.registrations.put(Self.registration("p1", account: "alice", device: "phone"))
            }
            let journal = ServerStoreTests.journal(home)
            let before = try FileInspection.contents(of: journal)
            try database.transaction { state throws(ServerFailure) in
                state.registrations.put(Self.registration("p2", account: "bob", device: "phone"))
            }
            let after = try FileInspection.contents(of: journal)
            for cut in before.count...after.count {
                try FileInspection.replaceContents(of: journal, with: Array(after[..<cut]))
                let reopened = try ServerStoreTests.database(home)
                let whole = cut == after.count
                let registrations = try reopened.read { $0.registrations }
                #expect(
                    try Self.profiles(registrations, "phone", in: ProfileRegistration.deviceIndex)
                        == (whole ? ["p1", "p2"] : ["p1"]), "cut at \(cut)")
                #expect(
                    registrations.keys(indexedBy: "bob", in: ProfileRegistration.accountIndex)
                        == (whole ? ["p2"] : []), "cut at \(cut)")
            }
        }
    }
}
